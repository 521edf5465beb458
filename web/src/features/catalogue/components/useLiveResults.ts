// A page of vehicle results kept live: reads the page and follows every vehicle on it (sold,
// repriced, a new current offer) from the results query's live cursor.
import { graphql, useFragment } from 'react-relay';
import type { useLiveResults_connection$key } from '../../../__generated__/useLiveResults_connection.graphql.ts';
import { useLiveVehicles } from '../../offers/live/useLiveVehicles.ts';

export function useLiveResults(
  connection: useLiveResults_connection$key,
  liveCursor: string | null,
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
  useLiveVehicles(
    data.edges.map((edge) => edge.node.id),
    liveCursor,
  );
  return data;
}
