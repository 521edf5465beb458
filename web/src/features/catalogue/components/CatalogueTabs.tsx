// The tabs of the buyer and client lists: Vehicles, Active Offers (badge with the dealer's unread
// offer notification count, kept live by the navbar's LiveOfferNotifications, and what is new
// listed above its vehicles), Expired Offers, Purchases and the notification settings. Without an
// accepted company only Vehicles opens (spec section 6). On a phone the tabs wrap onto two rows,
// so every tab is in sight at once.
import { Suspense, type ReactNode } from 'react';
import { Badge, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueTabs_viewer$key } from '../../../__generated__/CatalogueTabs_viewer.graphql.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { DealerNotifications } from '../../notifications/components/DealerNotifications.tsx';
import type { CatalogueTab } from '../catalogueContext.ts';
import { DealerTabContent, type DealerTab } from './DealerTabContent.tsx';

export const LOCKED_TAB_TITLE = 'Available once your company is accepted';
export const NOTIFICATIONS_PATH = '/disable/notifications';

const OFFER_TABS: { value: DealerTab; label: string }[] = [
  { value: 'active-offers', label: 'Active Offers' },
  { value: 'expired-offers', label: 'Expired Offers' },
  { value: 'purchases', label: 'Purchases' },
];

interface CatalogueTabsProps {
  viewer: CatalogueTabs_viewer$key;
  tab: CatalogueTab;
  onTabChange: (tab: CatalogueTab) => void;
  vehicles: ReactNode;
}

export function CatalogueTabs({ viewer, tab, onTabChange, vehicles }: CatalogueTabsProps) {
  const data = useFragment(
    graphql`
      fragment CatalogueTabs_viewer on Viewer {
        isStaff
        canSeePrices
        offerNotificationCount
      }
    `,
    viewer,
  );
  const locked = !data.isStaff && !data.canSeePrices;
  const current = locked ? 'vehicles' : tab;
  const lockedProps = locked ? { disabled: true, title: LOCKED_TAB_TITLE } : {};
  const unread = locked ? 0 : data.offerNotificationCount;

  return (
    <Tabs.Root
      value={current}
      onValueChange={({ value }) => value !== 'settings' && onTabChange(value as CatalogueTab)}
      colorPalette="brand"
      size={{ base: 'sm', md: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Tabs.List mb="5" flexWrap={{ base: 'wrap', md: 'nowrap' }} rowGap="1">
        <Tabs.Trigger value="vehicles">Vehicles</Tabs.Trigger>
        {OFFER_TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} {...lockedProps}>
            {label}
            {value === 'active-offers' && unread > 0 ? (
              <>
                <Badge
                  data-testid="active-offers-badge"
                  aria-hidden
                  colorPalette="red"
                  variant="solid"
                  borderRadius="full"
                  size="sm"
                >
                  {unread > 99 ? '99+' : unread}
                </Badge>
                <VisuallyHidden>
                  {unread === 1 ? ', 1 unread notification' : `, ${unread} unread notifications`}
                </VisuallyHidden>
              </>
            ) : null}
          </Tabs.Trigger>
        ))}
        {locked ? (
          <Tabs.Trigger value="settings" aria-label="Notification settings" {...lockedProps}>
            <Settings aria-hidden />
          </Tabs.Trigger>
        ) : (
          <Tabs.Trigger value="settings" asChild>
            <RouterLink to={NOTIFICATIONS_PATH} aria-label="Notification settings">
              <Settings aria-hidden />
            </RouterLink>
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content value="vehicles" p="0">
        {vehicles}
      </Tabs.Content>
      {OFFER_TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value} p="0">
          {value === 'active-offers' ? (
            <ErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <DealerNotifications />
              </Suspense>
            </ErrorBoundary>
          ) : null}
          <DealerTabContent tab={value} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
