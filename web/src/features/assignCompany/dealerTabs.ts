// The assign-company tabs (specification 001 §4) in the URL (?tab=), with what each tab's rows
// may do: Pre registration rows are e-mailed the company form, viewed, rejected or deleted; In
// review rows viewed and rejected; Active and Rejected rows viewed.
import { z } from 'zod';
import type { DealerStage } from '../../__generated__/AssignCompanyRouteQuery.graphql.ts';

export const DEALER_TAB_VALUES = ['pre-registration', 'in-review', 'active', 'rejected'] as const;
export type DealerTabValue = (typeof DEALER_TAB_VALUES)[number];

export type DealerAction = 'email' | 'view' | 'reject' | 'delete';

export interface DealerTab {
  value: DealerTabValue;
  label: string;
  stage: DealerStage;
  actions: readonly DealerAction[];
  /** What the empty tab says when nothing was searched. */
  emptyText: string;
}

export const DEALER_TABS: readonly DealerTab[] = [
  {
    value: 'pre-registration',
    label: 'Pre registration',
    stage: 'PRE_REGISTRATION',
    actions: ['email', 'view', 'reject', 'delete'],
    emptyText: 'Dealers show here once they sign up, until they register a company.',
  },
  {
    value: 'in-review',
    label: 'In review',
    stage: 'IN_REVIEW',
    actions: ['view', 'reject'],
    emptyText: 'Dealers show here while their company waits for review.',
  },
  {
    value: 'active',
    label: 'Active',
    stage: 'ACTIVE',
    actions: ['view'],
    emptyText: 'Dealers show here once their company is accepted.',
  },
  {
    value: 'rejected',
    label: 'Rejected',
    stage: 'REJECTED',
    actions: ['view'],
    emptyText: 'Dealers show here once they or their company are rejected.',
  },
];

const tabSchema = z.enum(DEALER_TAB_VALUES).catch('pre-registration');

/** The URL's tab; Pre registration when absent or unknown. */
export function dealerTabOf(params: URLSearchParams): DealerTab {
  const value = tabSchema.parse(params.get('tab') ?? undefined);
  return DEALER_TABS.find((tab) => tab.value === value)!;
}

/** The URL of another tab: the search kept, from the first page. */
export function withTab(params: URLSearchParams, tab: DealerTabValue): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.set('tab', tab);
  return next;
}
