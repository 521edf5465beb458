// A page of a dealer's offers or purchases tab: the usual vehicle cards, kept live, with paging,
// or what the tab shows when it has no vehicle.
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DealerTabResults_connection$key } from '../../../__generated__/DealerTabResults_connection.graphql.ts';
import type { VehicleGrid_viewer$key } from '../../../__generated__/VehicleGrid_viewer.graphql.ts';
import { EmptyList } from '../../../components/EmptyList.tsx';
import { VehicleGrid } from '../../vehicle/components/VehicleGrid.tsx';
import { useLiveResults } from './useLiveResults.ts';

export interface EmptyText {
  title: string;
  description: string;
}

interface DealerTabResultsProps {
  connection: DealerTabResults_connection$key;
  viewer: VehicleGrid_viewer$key;
  pageSize: number;
  empty: EmptyText;
  icon: ReactNode;
  /** The tab query's Query.liveCursor: the cards follow every change since that query. */
  liveCursor: string | null;
}

export function DealerTabResults({
  connection,
  viewer,
  pageSize,
  empty,
  icon,
  liveCursor,
}: DealerTabResultsProps) {
  const data = useLiveResults(
    useFragment(
      graphql`
        fragment DealerTabResults_connection on VehicleConnection {
          ...useLiveResults_connection
        }
      `,
      connection,
    ),
    liveCursor,
  );

  if (data.edges.length === 0) {
    return <EmptyList icon={icon} title={empty.title} description={empty.description} />;
  }
  return <VehicleGrid connection={data} viewer={viewer} pageSize={pageSize} />;
}
