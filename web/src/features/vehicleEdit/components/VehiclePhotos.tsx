// The sidebar's photos: thumbnails with the part each shows, each deleted after a confirmation
// (uploaded photos and external images alike), and the button that opens the upload modal.
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Heading,
  IconButton,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { FILE_MESSAGES } from '@canam/domain/rest/vehicleFiles';
import type { VehiclePhotos_vehicle$key } from '../../../__generated__/VehiclePhotos_vehicle.graphql.ts';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';
import { EDIT_TEXTS, toastSuccess, toastWarning } from '../editTexts.ts';
import { useDeleteVehiclePhotoMutation } from '../mutations/DeleteVehiclePhotoMutation.ts';
import { PhotoUploadModal } from './PhotoUploadModal.tsx';

const EXTERNAL = 'External image';

export function VehiclePhotos({ vehicle: vehicleKey }: { vehicle: VehiclePhotos_vehicle$key }) {
  const vehicle = useFragment(
    graphql`
      fragment VehiclePhotos_vehicle on Vehicle {
        id
        photos {
          id
          thumbnailUrl
          partName
          external
        }
      }
    `,
    vehicleKey,
  );
  const [uploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [commitDelete, busy] = useDeleteVehiclePhotoMutation();

  const deletePhoto = (photoId: string) =>
    commitDelete(
      { vehicleId: vehicle.id, photoId },
      {
        onCompleted: ({ vehicle: saved, userErrors }) => {
          setDeleting(null);
          if (saved && userErrors.length === 0) toastSuccess(FILE_MESSAGES.photoDeleted);
          else toastWarning(userErrors[0]?.message ?? FILE_MESSAGES.photoNotDeleted);
        },
        onError: () => {
          setDeleting(null);
          toastWarning(FILE_MESSAGES.photoNotDeleted);
        },
      },
    );

  return (
    <Card.Root size="sm" as="section" aria-labelledby="photos-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="photos-heading">
          Photos
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {vehicle.photos.length === 0 ? (
            <Text color="gray.600" fontSize="sm">
              No photos yet
            </Text>
          ) : (
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={2}
              gap="3"
              aria-label="Vehicle photos"
            >
              {vehicle.photos.map((photo) => {
                const name = photo.partName ?? EXTERNAL;
                return (
                  <Box as="li" key={photo.id} position="relative">
                    <Image
                      src={photo.thumbnailUrl}
                      alt={name}
                      aspectRatio={4 / 3}
                      objectFit="cover"
                      borderRadius="md"
                      w="full"
                      loading="lazy"
                    />
                    <Text fontSize="xs" mt="1" truncate>
                      {name}
                    </Text>
                    <IconButton
                      aria-label={`Delete photo: ${name}`}
                      aria-haspopup="dialog"
                      size="xs"
                      colorPalette="red"
                      position="absolute"
                      top="1"
                      right="1"
                      onClick={() => setDeleting(photo.id)}
                    >
                      <Trash2 />
                    </IconButton>
                  </Box>
                );
              })}
            </SimpleGrid>
          )}
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => setUploadOpen(true)}
          >
            <ImagePlus /> Upload photo
          </Button>
        </Stack>
      </Card.Body>
      <PhotoUploadModal
        vehicleId={vehicle.id}
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        question={EDIT_TEXTS.deleteConfirm}
        busy={busy}
        onYes={() => deleting && deletePhoto(deleting)}
        onNo={() => setDeleting(null)}
      />
    </Card.Root>
  );
}
