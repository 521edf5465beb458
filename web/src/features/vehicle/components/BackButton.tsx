// Back to where the viewer came from, or to the inventory when the page was opened directly.
import { Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { canGoBack } from '../../../components/canGoBack.ts';

export function BackButton({ fallback = '/inventory/vehicles' }: { fallback?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      colorPalette="brand"
      px="2"
      onClick={() => (canGoBack() ? navigate(-1) : navigate(fallback))}
    >
      <ArrowLeft /> Back to vehicles
    </Button>
  );
}
