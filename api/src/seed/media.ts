// Files the demo serves under /uploads/: the generated photos of each vehicle and its
// condition report page. Paths in the database are site-relative URLs of these files.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { VehiclePlan } from './catalogue.ts';
import { conditionReportHtml } from './conditionReport.ts';
import { createRandom } from './random.ts';
import { vehiclePicture, type PictureView } from './vehiclePicture.ts';

export const PART_OF_VIEW: Record<PictureView, string> = {
  side: 'Driver side',
  front: 'Front',
  rear: 'Rear',
  interior: 'Interior',
};

export const photoUrl = (vehicleId: number, position: number) =>
  `/uploads/vehicles/${vehicleId}/${position + 1}.svg`;
export const reportUrl = (vehicleId: number) => `/uploads/cr/${vehicleId}.html`;

/** The file under uploadsDir that a '/uploads/...' URL names. */
export const fileOf = (uploadsDir: string, url: string) =>
  path.join(uploadsDir, ...url.replace(/^\/uploads\//, '').split('/'));

export interface SeededVehicle {
  id: number;
  plan: VehiclePlan;
}

export async function writeVehicleMedia(
  uploadsDir: string,
  vehicle: SeededVehicle,
  inspector: string,
): Promise<void> {
  const { id, plan } = vehicle;
  if (plan.photos.length > 0) {
    await mkdir(path.join(uploadsDir, 'vehicles', String(id)), { recursive: true });
  }
  const title = `${plan.year} ${plan.model.make} ${plan.model.model} ${plan.trim}`;
  for (const [position, view] of plan.photos.entries()) {
    const svg = vehiclePicture({
      view,
      body: plan.model.body,
      color: plan.color.hex,
      interior: plan.interior,
      electric: plan.engine.includes('Electric'),
      title,
    });
    await writeFile(fileOf(uploadsDir, photoUrl(id, position)), svg);
  }
  if (plan.hasReport) {
    await mkdir(path.join(uploadsDir, 'cr'), { recursive: true });
    // Each report draws from its own stream: the same vehicle always gets the same report.
    const html = conditionReportHtml(
      plan,
      inspector,
      plan.registerDate,
      createRandom(`cr ${plan.vin}`),
    );
    await writeFile(fileOf(uploadsDir, reportUrl(id)), html);
  }
}
