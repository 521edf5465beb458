// A page of vehicle results kept live: reads the page and follows every vehicle on it (sold,
// repriced, a new current offer) from the results query's live cursor. With `onNewVehicle` (the
// catalogue and the inventory) it follows the whole catalogue, so a vehicle put on sale elsewhere
// appears too (useLiveCatalogue).
import { graphql, useFragment } from 'react-relay';
import type { useLiveResults_connection$key } from '../../../__generated__/useLiveResults_connection.graphql.ts';
import { useLiveVehicles } from '../../offers/live/useLiveVehicles.ts';
import { useLiveCatalogue } from './useLiveCatalogue.ts';

export function useLiveResults(
  connection: useLiveResults_connection$key,
  liveCursor: string | null,
  onNewVehicle?: () => void,
) {
  const data = useFragment(
    graphql`
      fragment useLiveResults_connection on VehicleConnection {
        totalCount
        edges {
          node {
            id
          }
        }
        ...VehicleGrid_connection
      }
    `,
    connection,
  );
  const pageIds = data.edges.map((edge) => edge.node.id);
  // One of the two subscriptions runs: the whole catalogue, or the page's vehicles only.
  useLiveVehicles(onNewVehicle ? [] : pageIds, liveCursor);
  useLiveCatalogue(pageIds, liveCursor, onNewVehicle);
  return data;
}
