// Reads what vehicleActions() needs from the graph: one place for the card, the list row and the
// detail page. The clock moves on when the release date or the dealer's offer expiry passes.
import { graphql, useFragment } from 'react-relay';
import type { useVehicleActions_vehicle$key } from '../../__generated__/useVehicleActions_vehicle.graphql.ts';
import type { useVehicleActions_viewer$key } from '../../__generated__/useVehicleActions_viewer.graphql.ts';
import { useClockUntil } from './useClockUntil.ts';
import {
  decisionMoments,
  vehicleActions,
  type ActionsVehicle,
  type VehicleActions,
} from './vehicleActions.ts';

export function useVehicleActions(
  vehicleKey: useVehicleActions_vehicle$key,
  viewerKey: useVehicleActions_viewer$key,
): VehicleActions {
  const vehicle = useFragment(
    graphql`
      fragment useVehicleActions_vehicle on Vehicle {
        id
        databaseId
        vin
        status
        releaseDate
        viewerCanEdit
        workOrder
        sale {
          registerDate
        }
        offerClient {
          status
          expiresAt
        }
        finalPrice {
          amount
        }
      }
    `,
    vehicleKey,
  );
  const viewer = useFragment(
    graphql`
      fragment useVehicleActions_viewer on Viewer {
        isLoggedIn
        roles
        companyStatus
        homeRoute
      }
    `,
    viewerKey,
  );
  const input: ActionsVehicle = {
    id: vehicle.id,
    databaseId: vehicle.databaseId,
    vin: vehicle.vin,
    status: vehicle.status,
    releaseDate: vehicle.releaseDate,
    hasSale: vehicle.sale != null,
    viewerOffer: vehicle.offerClient
      ? {
          status: vehicle.offerClient.status === 'ACTIVE' ? 'ACTIVE' : 'EXPIRED',
          expiresAt: vehicle.offerClient.expiresAt,
        }
      : null,
    hasFinalPrice: vehicle.finalPrice != null,
    viewerCanEdit: vehicle.viewerCanEdit,
    workOrder: vehicle.workOrder,
  };
  const now = useClockUntil(decisionMoments(input));
  return vehicleActions(viewer, input, now);
}
