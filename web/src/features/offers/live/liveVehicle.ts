// Everything the vehicle views read (card, list row, detail page, offers panel facts): mutations
// and live events select it so a vehicle they return replaces the store's copy whole.
import { graphql } from 'react-relay';

export const liveVehicleFragment = graphql`
  fragment liveVehicle_vehicle on Vehicle {
    id
    ...VehicleCard_vehicle
    ...VehicleListRow_vehicle
    ...VehicleDetailBody_vehicle
    ...OffersPanelFacts_vehicle
  }
`;
