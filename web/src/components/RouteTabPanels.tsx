// The panels of tabs that switch the page through its URL: the page's body sits in the panel of
// the current tab and every other tab has its own, empty and hidden, so that each tab's
// aria-controls names an element of the page (WAI-ARIA tabs pattern). Goes inside Tabs.Root.
import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';

interface RouteTabPanelsProps {
  tabs: readonly string[];
  current: string;
  children: ReactNode;
}

export function RouteTabPanels({ tabs, current, children }: RouteTabPanelsProps) {
  return tabs.map((tab) => (
    <Tabs.Content key={tab} value={tab} p="0">
      {tab === current ? children : null}
    </Tabs.Content>
  ));
}
