// The stored files of an uploaded vehicle photo: the picture re-encoded as WebP (at most 2000 px
// on its long side) and a 400 px WebP thumbnail, both turned upright by their EXIF orientation
// and stripped of every metadata (no camera, no GPS position leaves with the picture). They live
// under <uploadsDir>/vehicles/<vehicleId>/ with random names and are served at /uploads/.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import { fileInvalid } from '../../files/contentChecks.ts';

const PHOTO_SIDE = 2000;
const THUMBNAIL_SIDE = 400;
/** Decoding a larger picture would take too much memory (a 60 MP picture needs about 240 MB). */
const MAX_PIXELS = 60_000_000;
const URL_PREFIX = '/uploads/';

export interface PhotoFiles {
  photo: string;
  photoThumbnail: string;
  /** Deletes both files (a failed transaction, a deleted photo). */
  remove(): Promise<void>;
}

function encode(source: string, side: number, quality: number, target: string) {
  // sharp writes no metadata unless asked (keepMetadata / withMetadata): nothing is copied.
  return sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toFile(target);
}

/** Re-encodes the picture at `source` for the vehicle; 400 FILE_INVALID if it cannot be read. */
export async function writePhotoFiles(
  uploadsDir: string,
  vehicleId: number,
  source: string,
): Promise<PhotoFiles> {
  const relativeDir = `vehicles/${vehicleId}`;
  await mkdir(path.join(uploadsDir, relativeDir), { recursive: true });
  const name = randomBytes(12).toString('hex');
  const photo = `${relativeDir}/${name}.webp`;
  const thumbnail = `${relativeDir}/${name}-thumb.webp`;
  const files = {
    photo: URL_PREFIX + photo,
    photoThumbnail: URL_PREFIX + thumbnail,
    remove: () => removePhotoFiles(uploadsDir, [files.photo, files.photoThumbnail]),
  };
  try {
    await encode(source, PHOTO_SIDE, 82, path.join(uploadsDir, photo));
    await encode(source, THUMBNAIL_SIDE, 75, path.join(uploadsDir, thumbnail));
    return files;
  } catch {
    await files.remove();
    throw fileInvalid(FILE_MESSAGES.notImage, 'photo');
  }
}

/**
 * Deletes the files that /uploads/vehicles/... URLs name; any other URL (an external picture, a
 * path that would leave the vehicles folder) is left alone.
 */
export async function removePhotoFiles(uploadsDir: string, urls: readonly string[]) {
  const vehiclesDir = path.join(uploadsDir, 'vehicles');
  await Promise.all(
    urls.map(async (url) => {
      if (!url.startsWith(URL_PREFIX)) return;
      const file = path.resolve(uploadsDir, url.slice(URL_PREFIX.length));
      if (!file.startsWith(vehiclesDir + path.sep)) return;
      await rm(file, { force: true });
    }),
  );
}
