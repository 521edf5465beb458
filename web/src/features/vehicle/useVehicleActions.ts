// Reads what vehicleActions() needs from the graph: one place for the card, the list row and the
// detail page.
import { graphql, useFragment } from 'react-relay';
import type { useVehicleActions_vehicle$key } from '../../__generated__/useVehicleActions_vehicle.graphql.ts';
import type { useVehicleActions_viewer$key } from '../../__generated__/useVehicleActions_viewer.graphql.ts';
import { vehicleActions, type VehicleActions } from './vehicleActions.ts';

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
        viewerCanEdit
        workOrder
        sale {
          registerDate
        }
        offerClient {
          mainOffer
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
  return vehicleActions(viewer, {
    id: vehicle.id,
    databaseId: vehicle.databaseId,
    vin: vehicle.vin,
    status: vehicle.status,
    hasSale: vehicle.sale != null,
    hasOffer: vehicle.offerClient != null,
    hasFinalPrice: vehicle.finalPrice != null,
    viewerCanEdit: vehicle.viewerCanEdit,
    workOrder: vehicle.workOrder,
  });
}
