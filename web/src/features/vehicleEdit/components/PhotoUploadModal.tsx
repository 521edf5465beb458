// The photo upload modal: an image file and the part it shows, both needed before Upload is
// enabled (specification 001, section 5); the file's type and size are checked here first, the
// bytes again by the api.
import { useId, useState } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { FILE_MESSAGES, UPLOAD_LIMITS } from '@canam/domain/rest/vehicleFiles';
import { AppModal } from '../../../components/AppModal.tsx';
import { toastSuccess, toastWarning } from '../editTexts.ts';
import { photoFileProblem } from '../photoFile.ts';
import { usePhotoUpload } from '../usePhotoUpload.ts';
import { EditField } from './EditField.tsx';
import { PartSelect } from './PartSelect.tsx';

interface PhotoUploadModalProps {
  vehicleId: string;
  open: boolean;
  onClose: () => void;
}

const MAX_MB = UPLOAD_LIMITS.photo / 1024 / 1024;

function PhotoUploadForm({ vehicleId, onClose }: Omit<PhotoUploadModalProps, 'open'>) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [partId, setPartId] = useState('');
  const { upload, uploading } = usePhotoUpload(vehicleId);
  const ready = file !== null && problem === null && partId !== '' && !uploading;

  const submit = async () => {
    if (!file || !ready) return;
    const result = await upload(file, partId);
    if (result.ok) {
      toastSuccess(FILE_MESSAGES.photoAssigned);
      onClose();
    } else toastWarning(result.message);
  };

  return (
    <form
      noValidate
      aria-label="Upload photo"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <EditField
          label="Photo"
          required
          htmlFor={fileId}
          error={problem ?? undefined}
          helper={`An image file of at most ${MAX_MB} MB`}
        >
          <Input
            id={fileId}
            type="file"
            accept="image/*"
            size="sm"
            pt="1"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setProblem(chosen ? photoFileProblem(chosen) : null);
            }}
          />
        </EditField>
        <Field.Root required>
          <Field.Label fontSize="sm">
            Part
            <Field.RequiredIndicator />
          </Field.Label>
          <PartSelect value={partId} onChange={(event) => setPartId(event.target.value)} />
        </Field.Root>
        <Stack direction="row" justify="flex-end" gap="3">
          <Button variant="outline" onClick={onClose} disabled={uploading}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!ready} loading={uploading}>
            Upload
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export function PhotoUploadModal({ vehicleId, open, onClose }: PhotoUploadModalProps) {
  return (
    <AppModal open={open} onOpenChange={(next) => !next && onClose()} title="Upload photo">
      <PhotoUploadForm vehicleId={vehicleId} onClose={onClose} />
    </AppModal>
  );
}
