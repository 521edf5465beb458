// The page of records the dashboard's section shows (preloaded by the route from the URL's
// section and page), as a grid of cards with the numbered pages below.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import type { SectionRecordsQuery } from '../../../__generated__/SectionRecordsQuery.graphql.ts';
import { Pagination } from '../../../components/Pagination.tsx';
import { RecordPageList } from '../../vehicleRecords/components/RecordPageList.tsx';
import { useRecordPage } from '../../vehicleRecords/useRecordPage.ts';

export const sectionRecordsQuery = graphql`
  query SectionRecordsQuery(
    $vin: String!
    $first: Int!
    $after: String
    $checks: Boolean!
    $reports: Boolean!
    $notes: Boolean!
  ) {
    vehicleByVin(vin: $vin) {
      ...useRecordPage_vehicle
        @arguments(first: $first, after: $after, checks: $checks, reports: $reports, notes: $notes)
    }
  }
`;

export function SectionRecords({ queryRef }: { queryRef: PreloadedQuery<SectionRecordsQuery> }) {
  const data = usePreloadedQuery<SectionRecordsQuery>(sectionRecordsQuery, queryRef);
  const page = useRecordPage(data.vehicleByVin ?? null);
  if (!page) return null;
  return (
    <>
      <RecordPageList page={page} layout="grid" />
      <Pagination totalCount={page.totalCount} pageSize={TABLE_PAGE_SIZE} />
    </>
  );
}
