// A vehicle's VIN as the link to its dashboard (specification 001: clicking a VIN opens it).
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function dashboardPath(vin: string): string {
  return `/superAdmin/vehicles/dashboard?vin=${encodeURIComponent(vin)}`;
}

export function VinLink({ vin }: { vin: string }) {
  return (
    <Link asChild color="brand.700" fontWeight="semibold" fontVariantNumeric="tabular-nums">
      <RouterLink to={dashboardPath(vin)}>{vin}</RouterLink>
    </Link>
  );
}
