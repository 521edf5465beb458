// Uploading a vehicle photo: a single-use upload URL (createUpload), the bytes PUT to it with the
// viewer's bearer token, then the upload assigned to the vehicle as one of its parts. The
// assignment's payload brings the vehicle's photos, so the new thumbnail shows from the store.
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import type { AssignVehiclePhotoMutation } from '../../__generated__/AssignVehiclePhotoMutation.graphql.ts';
import type { CreateUploadMutation } from '../../__generated__/CreateUploadMutation.graphql.ts';
import { putUpload, UploadFailed } from '../../components/uploads/putUpload.ts';
import { commitAsync } from './commitAsync.ts';
import { assignVehiclePhotoMutation } from './mutations/AssignVehiclePhotoMutation.ts';
import { createUploadMutation } from '../../components/uploads/CreateUploadMutation.ts';

/** A step that failed with a text for the user (a refusal's own message when it has one). */
class UploadRefused extends Error {}

export interface PhotoUploadResult {
  ok: boolean;
  /** The failure's text for the user. */
  message: string;
}

export function usePhotoUpload(vehicleId: string) {
  const environment = useRelayEnvironment();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File, partId: string): Promise<PhotoUploadResult> => {
    setUploading(true);
    try {
      const created = await commitAsync<CreateUploadMutation>(environment, createUploadMutation, {
        input: { kind: 'PHOTO', fileName: file.name, size: file.size },
      });
      const ticket = created.createUpload.upload;
      if (!ticket) {
        throw new UploadRefused(
          created.createUpload.userErrors[0]?.message ?? FILE_MESSAGES.photoNotUploaded,
        );
      }
      await putUpload(ticket.url, file, FILE_MESSAGES.photoNotUploaded);
      const assigned = await commitAsync<AssignVehiclePhotoMutation>(
        environment,
        assignVehiclePhotoMutation,
        { input: { vehicleId, partId, upload: ticket.token } },
      );
      const refusal = assigned.assignVehiclePhoto.userErrors[0];
      if (refusal || !assigned.assignVehiclePhoto.vehicle) {
        throw new UploadRefused(refusal?.message ?? FILE_MESSAGES.photoNotUploaded);
      }
      return { ok: true, message: FILE_MESSAGES.photoAssigned };
    } catch (error) {
      const message =
        error instanceof UploadRefused || error instanceof UploadFailed
          ? error.message
          : FILE_MESSAGES.photoNotUploaded;
      return { ok: false, message };
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading };
}
