// The tabs of the buyer and client lists: Vehicles, Active Offers (with the count of the dealer's
// open negotiations), Expired Offers, Purchases and the notification settings. Without an
// accepted company only Vehicles opens (spec section 6).
import type { ReactNode } from 'react';
import { Badge, Box, Tabs } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueTabs_viewer$key } from '../../../__generated__/CatalogueTabs_viewer.graphql.ts';
import type { CatalogueTab } from '../catalogueContext.ts';
import { LiveActiveOfferCount } from '../live/LiveActiveOfferCount.tsx';
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
        activeOfferCount
      }
    `,
    viewer,
  );
  const locked = !data.isStaff && !data.canSeePrices;
  const current = locked ? 'vehicles' : tab;
  const lockedProps = locked ? { disabled: true, title: LOCKED_TAB_TITLE } : {};

  return (
    <Tabs.Root
      value={current}
      onValueChange={({ value }) => value !== 'settings' && onTabChange(value as CatalogueTab)}
      colorPalette="brand"
      size={{ base: 'sm', md: 'md' }}
      lazyMount
      unmountOnExit
    >
      {!locked && !data.isStaff ? <LiveActiveOfferCount /> : null}
      <Box overflowX="auto" mb="5">
        <Tabs.List minW="max-content">
          <Tabs.Trigger value="vehicles">Vehicles</Tabs.Trigger>
          {OFFER_TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} {...lockedProps}>
              {label}
              {value === 'active-offers' && !locked && data.activeOfferCount > 0 ? (
                <Badge colorPalette="red" variant="solid" borderRadius="full" size="sm">
                  {data.activeOfferCount}
                </Badge>
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
      </Box>
      <Tabs.Content value="vehicles" p="0">
        {vehicles}
      </Tabs.Content>
      {OFFER_TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value} p="0">
          <DealerTabContent tab={value} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
