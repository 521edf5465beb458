// What the registry shows of a vehicle it must not edit: a Sold or Inactive vehicle warns with the
// specification's text and sends the user away; a vehicle of another agent (viewerCanEdit false,
// which the api also refuses with 403) is refused in place; an unknown VIN says so.
import { useEffect, useRef } from 'react';
import { Button } from '@chakra-ui/react';
import { SearchX, ShieldX } from 'lucide-react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { EDIT_TEXTS, toastWarning } from '../editTexts.ts';

/** The warning for a vehicle that can no longer be edited, or null when it still can. */
export function lockedText(status: string): string | null {
  if (status === 'Sold') return EDIT_TEXTS.sold;
  if (status === 'Inactive') return EDIT_TEXTS.deleted;
  return null;
}

export function LockedRedirect({ text, to }: { text: string; to: string }) {
  // Once, also under StrictMode's double effects.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toastWarning(text);
  }, [text]);
  return <Navigate to={to} replace />;
}

export function NotYourVehicle({ vin, leaveTo }: { vin: string; leaveTo: string }) {
  return (
    <EmptyList
      icon={<ShieldX />}
      title="You cannot edit this vehicle"
      description={`${EDIT_TEXTS.notOwner}. The vehicle ${vin} belongs to another agent.`}
    >
      <Button asChild colorPalette="brand">
        <RouterLink to={leaveTo}>Back to the vehicles</RouterLink>
      </Button>
    </EmptyList>
  );
}

export function VehicleNotFound({ vin, leaveTo }: { vin: string; leaveTo: string }) {
  return (
    <EmptyList
      icon={<SearchX />}
      title={`No vehicle has the VIN ${vin}`}
      description="Check the VIN and try again."
    >
      <Button asChild colorPalette="brand">
        <RouterLink to={leaveTo}>Back</RouterLink>
      </Button>
    </EmptyList>
  );
}
