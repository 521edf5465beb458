// The content of a dealer's Active Offers, Expired Offers or Purchases tab at the URL's page,
// loading in its own boundary with the specification's warning when it fails.
import { useSearchParams } from 'react-router-dom';
import { TOASTS } from '@canam/domain/errors';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';
import { pageFromSearch } from '../../../components/Pagination.tsx';
import { WARNINGS } from '../../../components/warningTexts.ts';
import type { CatalogueTab } from '../catalogueContext.ts';
import { DealerOfferTab } from './DealerOfferTab.tsx';
import { PurchasesTab } from './PurchasesTab.tsx';
import { ResultsLoading } from './ResultsFallback.tsx';

export type DealerTab = Exclude<CatalogueTab, 'vehicles'>;

export function DealerTabContent({ tab }: { tab: DealerTab }) {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  return (
    <LoadBoundary
      failure={tab === 'purchases' ? TOASTS.vehicleListFailed : WARNINGS.offersLoadFailed}
      resetKey={`${tab}:${page}`}
      loading={<ResultsLoading />}
    >
      {(fetchKey) =>
        tab === 'purchases' ? (
          <PurchasesTab page={page} fetchKey={fetchKey} />
        ) : (
          <DealerOfferTab
            status={tab === 'active-offers' ? 'ACTIVE' : 'EXPIRED'}
            page={page}
            fetchKey={fetchKey}
          />
        )
      }
    </LoadBoundary>
  );
}
