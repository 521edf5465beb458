// Sends a bulk file the way the graph takes files: createUpload hands out a single-use URL, the
// bytes go there by PUT, and importVehicles or updateVehicleStatuses applies them by the upload's
// token. Progress comes from Subscription.vehicleImportProgress, subscribed as soon as the token is
// known so no event of the api is missed.
import { commitMutation, requestSubscription, type GraphQLTaggedNode } from 'react-relay';
import type { IEnvironment, MutationParameters } from 'relay-runtime';
import type { BulkStatus } from '@canam/domain/rest/vehicleFiles';
import type { CreateUploadMutation } from '../../__generated__/CreateUploadMutation.graphql.ts';
import type {
  ImportVehiclesMutation,
  ImportVehiclesMutation$data,
} from '../../__generated__/ImportVehiclesMutation.graphql.ts';
import type { UpdateVehicleStatusesMutation } from '../../__generated__/UpdateVehicleStatusesMutation.graphql.ts';
import type { VehicleImportProgressSubscription } from '../../__generated__/VehicleImportProgressSubscription.graphql.ts';
import { serverMessage } from '../vehicleRecords/recordToasts.ts';
import { progressOfEvent, SENT, type BulkProgress } from './bulkProgress.ts';
import { vehicleImportProgressSubscription } from './live/VehicleImportProgressSubscription.ts';
import { createUploadMutation } from '../../components/uploads/CreateUploadMutation.ts';
import { importVehiclesMutation } from './mutations/ImportVehiclesMutation.ts';
import { updateVehicleStatusesMutation } from './mutations/UpdateVehicleStatusesMutation.ts';
import { putUpload, UploadFailed } from '../../components/uploads/putUpload.ts';
import { REGISTRY_TEXTS } from './registryTexts.ts';

export type BulkMode = 'upload' | 'update';
export type BulkReport = NonNullable<ImportVehiclesMutation$data['importVehicles']['report']>;

export type BulkResult = { report: BulkReport } | { failure: string };

export interface BulkRequest {
  file: File;
  mode: BulkMode;
  /** The status every VIN gets (update mode only). */
  status?: BulkStatus;
}

interface Refusable {
  readonly userErrors: readonly { readonly message: string }[];
}

/** One mutation as a promise of its root field; a failed request rejects as UploadFailed. */
function commit<M extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  input: M['variables']['input'],
): Promise<M['response'][keyof M['response']]> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables: { input } as M['variables'],
      onCompleted: (response) => {
        const payload = Object.values(response as object)[0] as
          M['response'][keyof M['response']] | null;
        if (payload) resolve(payload);
        else reject(new UploadFailed(REGISTRY_TEXTS.fileNotUploaded));
      },
      onError: (error) =>
        reject(new UploadFailed(serverMessage(error) ?? REGISTRY_TEXTS.fileNotUploaded)),
    });
  });
}

function refusalOf(payload: Refusable): string | null {
  return payload.userErrors[0]?.message ?? null;
}

function applyFile(
  environment: IEnvironment,
  { mode, status }: BulkRequest,
  upload: string,
): Promise<{ report?: BulkReport | null } & Refusable> {
  if (mode === 'upload') {
    return commit<ImportVehiclesMutation>(environment, importVehiclesMutation, { upload });
  }
  return commit<UpdateVehicleStatusesMutation>(environment, updateVehicleStatusesMutation, {
    upload,
    // The uploader only sends once a status is chosen; the api answers a missing one anyway.
    status: status ?? ('' as BulkStatus),
  });
}

export async function sendBulkFile(
  environment: IEnvironment,
  request: BulkRequest,
  onProgress: (progress: BulkProgress) => void,
): Promise<BulkResult> {
  let subscription: { dispose: () => void } | null = null;
  try {
    const created = await commit<CreateUploadMutation>(environment, createUploadMutation, {
      kind: 'SPREADSHEET',
      fileName: request.file.name,
      size: request.file.size,
    });
    const refused = refusalOf(created);
    if (refused || !created.upload) return { failure: refused ?? REGISTRY_TEXTS.fileNotUploaded };
    const { token, url } = created.upload;

    subscription = requestSubscription<VehicleImportProgressSubscription>(environment, {
      subscription: vehicleImportProgressSubscription,
      variables: { upload: token },
      onNext: (data) => {
        if (data) onProgress(progressOfEvent(data.vehicleImportProgress));
      },
      // Without progress the file still goes in: the bar waits for the answer instead.
      onError: () => undefined,
    });

    await putUpload(url, request.file, REGISTRY_TEXTS.fileNotUploaded);
    onProgress(SENT);

    const applied = await applyFile(environment, request, token);
    const refusal = refusalOf(applied);
    if (refusal || !applied.report) return { failure: refusal ?? REGISTRY_TEXTS.fileNotUploaded };
    return { report: applied.report };
  } catch (error) {
    return {
      failure: error instanceof UploadFailed ? error.message : REGISTRY_TEXTS.fileNotUploaded,
    };
  } finally {
    subscription?.dispose();
  }
}
