// What a live change of the viewer means for the open page: whether its data must load again (it
// shows prices and offer buttons by what the viewer may do) and what the viewer is told.
import type { ViewerChangedEvent } from '../../relay/subscriptions/ViewerChangedSubscription.ts';
import { ACCOUNT_CHANGE_TEXTS } from './accountChangeTexts.ts';

/** What decides what the open page shows: prices (and offer buttons), by the company's status. */
export interface ViewerAccess {
  canSeePrices: boolean;
  companyStatus: string | null;
}

export function accessOf(viewer: {
  canSeePrices: boolean;
  companyStatus?: string | null;
}): ViewerAccess {
  return { canSeePrices: viewer.canSeePrices, companyStatus: viewer.companyStatus ?? null };
}

export interface AccountChangeToast {
  type: 'success' | 'warning' | 'info';
  title: string;
  description: string;
}

/** The page loads again when what the viewer may see changed, or its company did. */
export function pageMustReload(event: ViewerChangedEvent, before: ViewerAccess): boolean {
  const after = accessOf(event.viewer);
  return (
    event.reason === 'COMPANY_ASSIGNED' ||
    before.canSeePrices !== after.canSeePrices ||
    before.companyStatus !== after.companyStatus
  );
}

export function accountChangeToast(
  event: ViewerChangedEvent,
  before: ViewerAccess,
): AccountChangeToast | null {
  const status = event.viewer.companyStatus ?? null;
  if (before.companyStatus !== status) {
    if (status === 'ACCEPTED') return { type: 'success', ...ACCOUNT_CHANGE_TEXTS.accepted };
    if (status === 'REJECTED') return { type: 'warning', ...ACCOUNT_CHANGE_TEXTS.rejected };
    if (status === 'PENDING') return { type: 'info', ...ACCOUNT_CHANGE_TEXTS.inReview };
  }
  if (event.reason === 'COMPANY_ASSIGNED')
    return { type: 'info', ...ACCOUNT_CHANGE_TEXTS.assigned };
  if (event.reason === 'USER_REJECTED') {
    return { type: 'warning', ...ACCOUNT_CHANGE_TEXTS.userRejected };
  }
  return null;
}
