// The Active Offers and Expired Offers tabs of a dealer: the vehicles of its own negotiations with
// an open or an expired last offer, a page at a time (?page=N).
import { Handshake } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { CATALOGUE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import type {
  DealerOfferTabQuery,
  OfferListStatus,
} from '../../../__generated__/DealerOfferTabQuery.graphql.ts';
import { DealerTabResults, type EmptyText } from './DealerTabResults.tsx';

const query = graphql`
  query DealerOfferTabQuery($status: OfferListStatus!, $first: Int!, $after: String) {
    liveCursor
    viewer {
      ...VehicleGrid_viewer
    }
    myOfferVehicles(status: $status, first: $first, after: $after) {
      ...DealerTabResults_connection
    }
  }
`;

export const NO_OFFERS: Record<'ACTIVE' | 'EXPIRED', EmptyText> = {
  ACTIVE: {
    title: 'No active offers',
    description: 'Make an offer on a vehicle of the Vehicles tab and follow it here.',
  },
  EXPIRED: {
    title: 'No expired offers',
    description: 'Offers that got no answer within 18 hours show here.',
  },
};

interface DealerOfferTabProps {
  status: Extract<OfferListStatus, 'ACTIVE' | 'EXPIRED'>;
  page: number;
  fetchKey: number;
}

export function DealerOfferTab({ status, page, fetchKey }: DealerOfferTabProps) {
  const data = useLazyLoadQuery<DealerOfferTabQuery>(
    query,
    { status, first: CATALOGUE_PAGE_SIZE, after: cursorForPage(page, CATALOGUE_PAGE_SIZE) },
    // An offer may have been made, answered or expired since the last visit.
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return (
    <DealerTabResults
      connection={data.myOfferVehicles}
      viewer={data.viewer}
      pageSize={CATALOGUE_PAGE_SIZE}
      empty={NO_OFFERS[status]}
      liveCursor={data.liveCursor ?? null}
      icon={<Handshake />}
    />
  );
}
