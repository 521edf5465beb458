// Copies the public view's link, for sharing a vehicle with someone without an account.
import { Button } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { toaster } from '../../../components/toaster.tsx';
import { publicVehiclePath } from '../vehiclePaths.ts';

export function ShareButton({ publicId }: { publicId: string }) {
  const share = () => {
    const link = `${window.location.origin}${publicVehiclePath(publicId)}`;
    if (!navigator.clipboard) {
      toaster.create({ type: 'info', title: 'Copy this link', description: link });
      return;
    }
    navigator.clipboard.writeText(link).then(
      () => toaster.create({ type: 'success', title: 'Link copied', description: link }),
      () => toaster.create({ type: 'info', title: 'Copy this link', description: link }),
    );
  };
  return (
    <Button variant="outline" size="sm" w="100%" onClick={share}>
      <Share2 /> Share
    </Button>
  );
}
