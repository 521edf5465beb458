// The checks the browser makes before a photo is sent (the api checks the bytes again): an image
// type and at most the photo size limit.
import { FILE_MESSAGES, UPLOAD_LIMITS } from '@canam/domain/rest/vehicleFiles';

/** Why this file cannot be uploaded as a photo, or null when it can. */
export function photoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return FILE_MESSAGES.notImage;
  if (file.size > UPLOAD_LIMITS.photo) return FILE_MESSAGES.tooLarge('photo');
  if (file.size === 0) return FILE_MESSAGES.malformed;
  return null;
}
