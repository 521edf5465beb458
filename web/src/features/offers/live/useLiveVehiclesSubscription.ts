// The document of useLiveVehicles, in a module of its own so that it loads when the subscription
// starts (useDeferredSubscription), not with the page.
import { graphql } from 'react-relay';

export const subscription = graphql`
  subscription useLiveVehiclesSubscription($vehicleIds: [ID!], $after: String) {
    vehicleChanged(vehicleIds: $vehicleIds, after: $after) {
      cursor
      vehicle {
        ...liveVehicle_vehicle
      }
    }
  }
`;
