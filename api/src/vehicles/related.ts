// Photos, damage photos and condition reports of a set of vehicles, one query each.
import type { VehiclePhotoDto } from '@canam/domain/rest/vehicle';
import type { Db } from '../db/database.ts';

export interface RelatedRecords {
  parts: Map<number, VehiclePhotoDto[]>;
  externalImages: Map<number, VehiclePhotoDto[]>;
  damagePhotos: Map<number, { damagePhoto: string; type: string | null }[]>;
  conditionReports: Map<number, { url: string }[]>;
}

function push<T>(map: Map<number, T[]>, key: number, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function loadRelated(db: Db, vehicleIds: number[]): Promise<RelatedRecords> {
  const related: RelatedRecords = {
    parts: new Map(),
    externalImages: new Map(),
    damagePhotos: new Map(),
    conditionReports: new Map(),
  };
  if (!vehicleIds.length) return related;
  const [photos, damage, reports] = await Promise.all([
    db
      .selectFrom('vehicle_photo as p')
      .leftJoin('part', 'part.id', 'p.part_id')
      .select([
        'p.id',
        'p.vehicle_id',
        'p.photo',
        'p.photo_thumbnail',
        'p.external',
        'part.id as part_id',
        'part.name as part_name',
      ])
      .where('p.vehicle_id', 'in', vehicleIds)
      .orderBy('p.vehicle_id')
      .orderBy('p.position')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('damage_photo')
      .select(['vehicle_id', 'damage_photo', 'type'])
      .where('vehicle_id', 'in', vehicleIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('conditional_report')
      .select(['vehicle_id', 'url'])
      .where('vehicle_id', 'in', vehicleIds)
      .where('status', '=', true)
      .orderBy('date', 'desc')
      .execute(),
  ]);
  for (const photo of photos) {
    const dto: VehiclePhotoDto = {
      id: photo.id,
      photo: photo.photo,
      photoThumbnail: photo.photo_thumbnail,
      part:
        photo.part_id !== null && photo.part_name !== null
          ? { id: photo.part_id, name: photo.part_name }
          : null,
    };
    push(photo.external ? related.externalImages : related.parts, photo.vehicle_id, dto);
  }
  for (const row of damage) {
    push(related.damagePhotos, row.vehicle_id, { damagePhoto: row.damage_photo, type: row.type });
  }
  for (const row of reports) push(related.conditionReports, row.vehicle_id, { url: row.url });
  return related;
}
