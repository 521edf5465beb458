// Mutation fields about files (REST domain/src/rest/vehicleFiles.ts). The graph never carries file
// bytes: createUpload hands out a short-lived, single-use ticket bound to the viewer, the browser
// PUTs the bytes to its url, and the token names the file in assignVehiclePhoto, importVehicles
// and updateVehicleStatuses. A photo's change answers the vehicle read anew; a bulk file answers
// the api's report. The api's refusals of the input are userErrors (vehicleIntakeErrors.ts).
import {
  FILE_MESSAGES,
  type BulkReportDto,
  type UploadKind as RestUploadKind,
} from '@canam/domain/rest/vehicleFiles';
import type { MutationResolvers, UploadKind, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { databaseIdOf, fromGlobalId } from '../relay/ids.ts';
import { notFoundError } from './offerErrors.ts';
import { intakeRefusal, refuseGuestEditors } from './vehicleIntakeErrors.ts';
import { vehicleAfter } from './vehicleAfter.ts';

type FileMutations = Pick<
  MutationResolvers,
  | 'createUpload'
  | 'assignVehiclePhoto'
  | 'deleteVehiclePhoto'
  | 'importVehicles'
  | 'updateVehicleStatuses'
>;

const REST_KINDS: Record<UploadKind, RestUploadKind> = {
  PHOTO: 'photo',
  SPREADSHEET: 'spreadsheet',
};

const refused = (userErrors: UserError[]) => ({ vehicle: null, userErrors });
const photoNotFound = (): UserError[] => [
  { field: 'photoId', message: FILE_MESSAGES.photoNotFound, code: 'PHOTO_NOT_FOUND' },
];

/** A photo's global id: an uploaded photo (VehiclePart) or an external image, else null. */
function photoOf(globalId: string): { external: boolean; id: number } | null {
  const decoded = fromGlobalId(globalId);
  if (decoded?.type === 'VehiclePart') return { external: false, id: decoded.id };
  if (decoded?.type === 'ExternalImage') return { external: true, id: decoded.id };
  return null;
}

/** A bulk file's call: the api's report, or its refusal of the file as a userError. */
async function bulkFile(
  context: GatewayContext,
  fields: string[],
  call: () => Promise<BulkReportDto>,
) {
  refuseGuestEditors(context.credentials);
  try {
    return { report: await call(), userErrors: [] };
  } catch (error) {
    return { report: null, userErrors: intakeRefusal(error, fields) };
  }
}

export const vehicleFileMutations: FileMutations = {
  async createUpload(_root, { input }, context) {
    refuseGuestEditors(context.credentials);
    try {
      const upload = await context.loaders.vehicleFiles.createUpload({
        kind: REST_KINDS[input.kind],
        fileName: input.fileName,
        size: input.size,
      });
      return { upload, userErrors: [] };
    } catch (error) {
      return { upload: null, userErrors: intakeRefusal(error, ['kind', 'fileName', 'size']) };
    }
  },

  async assignVehiclePhoto(_root, { input }, context) {
    refuseGuestEditors(context.credentials);
    const vehicleId = databaseIdOf(input.vehicleId, 'Vehicle');
    if (vehicleId === null) return refused(notFoundError('vehicleId', 'Vehicle'));
    const partId = databaseIdOf(input.partId, 'Part');
    if (partId === null) return refused(notFoundError('partId', 'Part'));
    try {
      await context.loaders.vehicleFiles.assignPhoto({
        vehiclesId: vehicleId,
        partsId: partId,
        upload: input.upload,
      });
    } catch (error) {
      return refused(intakeRefusal(error, ['vehicleId', 'partId', 'upload']));
    }
    return { vehicle: await vehicleAfter(context, vehicleId), userErrors: [] };
  },

  // The api deletes a photo by its own id; the gateway first makes sure it is one of the named
  // vehicle's photos, so the vehicle it answers is the one that changed.
  async deleteVehiclePhoto(_root, { input }, context) {
    refuseGuestEditors(context.credentials);
    const vehicleId = databaseIdOf(input.vehicleId, 'Vehicle');
    if (vehicleId === null) return refused(notFoundError('vehicleId', 'Vehicle'));
    const photo = photoOf(input.photoId);
    if (photo === null) return refused(photoNotFound());
    const before = await context.loaders.vehicleById.load(vehicleId);
    if (!before) return refused(notFoundError('vehicleId', 'Vehicle'));
    const photos = photo.external ? before.vehicleExternalImages : before.vehicleHasParts;
    if (!(photos ?? []).some((each) => each.id === photo.id)) return refused(photoNotFound());
    try {
      await context.loaders.vehicleFiles.deletePhoto(photo.external, photo.id);
    } catch (error) {
      return refused(intakeRefusal(error, ['vehicleId', 'photoId'], { id: 'photoId' }));
    }
    return { vehicle: await vehicleAfter(context, vehicleId), userErrors: [] };
  },

  importVehicles: (_root, { input }, context) =>
    bulkFile(context, ['upload'], () => context.loaders.vehicleFiles.importVehicles(input.upload)),

  updateVehicleStatuses: (_root, { input }, context) =>
    bulkFile(context, ['upload', 'status'], () =>
      context.loaders.vehicleFiles.updateStatuses(input.upload, input.status),
    ),
};
