// The document of useLiveCatalogue, in a module of its own so that it loads when the subscription
// starts (useDeferredSubscription), not with the page.
import { graphql } from 'react-relay';

export const subscription = graphql`
  subscription useLiveCatalogueSubscription($after: String) {
    vehicleChanged(vehicleIds: null, after: $after) {
      cursor
      vehicle {
        id
        status
        ...liveVehicle_vehicle
      }
    }
  }
`;
