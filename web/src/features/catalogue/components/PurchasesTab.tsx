// The Purchases tab of a dealer: the vehicles it bought, newest first, each card with the final
// price and the purchase date, a page at a time (?page=N).
import { ShoppingBag } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { CATALOGUE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import type { PurchasesTabQuery } from '../../../__generated__/PurchasesTabQuery.graphql.ts';
import { DealerTabResults } from './DealerTabResults.tsx';

const query = graphql`
  query PurchasesTabQuery($first: Int!, $after: String) {
    liveCursor
    viewer {
      ...VehicleGrid_viewer
    }
    purchases(first: $first, after: $after) {
      ...DealerTabResults_connection
    }
  }
`;

export const NO_PURCHASES = {
  title: 'No purchases yet',
  description: 'Vehicles you buy, or whose offer is accepted, show here with the final price.',
};

export function PurchasesTab({ page, fetchKey }: { page: number; fetchKey: number }) {
  const data = useLazyLoadQuery<PurchasesTabQuery>(
    query,
    { first: CATALOGUE_PAGE_SIZE, after: cursorForPage(page, CATALOGUE_PAGE_SIZE) },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return (
    <DealerTabResults
      connection={data.purchases}
      viewer={data.viewer}
      pageSize={CATALOGUE_PAGE_SIZE}
      empty={NO_PURCHASES}
      liveCursor={data.liveCursor ?? null}
      icon={<ShoppingBag />}
    />
  );
}
