// The VIN as a CODE39 barcode (height 60) with its text and a copy button.
import { useEffect, useRef } from 'react';
import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { toaster } from '../../../components/toaster.tsx';

export function VinBarcode({ vin }: { vin: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let cancelled = false;
    // jsbarcode loads with the first card, outside the initial bundle.
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (cancelled || !svg.current) return;
      try {
        JsBarcode(svg.current, vin, {
          format: 'CODE39',
          height: 60,
          displayValue: false,
          margin: 0,
          width: 1,
        });
      } catch {
        // A VIN that CODE39 cannot encode still shows as text.
      }
    });
    return () => {
      cancelled = true;
    };
  }, [vin]);

  const copy = () => {
    navigator.clipboard?.writeText(vin).then(
      () => toaster.create({ type: 'success', title: 'VIN copied' }),
      () => toaster.create({ type: 'warning', title: 'The VIN could not be copied' }),
    );
  };

  return (
    <Stack gap="1" align="center" w="100%">
      <svg
        ref={svg}
        role="img"
        aria-label={`Barcode of VIN ${vin}`}
        style={{ maxWidth: '100%', height: 60 }}
      />
      <HStack gap="1">
        <Text fontFamily="mono" fontSize="sm" letterSpacing="wide">
          {vin}
        </Text>
        <IconButton aria-label="Copy VIN" size="xs" variant="ghost" onClick={copy}>
          <Copy />
        </IconButton>
      </HStack>
    </Stack>
  );
}
