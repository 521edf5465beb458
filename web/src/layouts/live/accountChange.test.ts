// What a live change of the viewer means: when the open page loads again, and what it is told.
import { describe, expect, it } from 'vitest';
import type { ViewerChangedEvent } from '../../relay/subscriptions/ViewerChangedSubscription.ts';
import { accountChangeToast, pageMustReload, type ViewerAccess } from './accountChange.ts';
import { ACCOUNT_CHANGE_TEXTS } from './accountChangeTexts.ts';

const PENDING: ViewerAccess = { canSeePrices: false, companyStatus: 'PENDING' };

function change(reason: string, companyStatus: string | null, canSeePrices = false) {
  return {
    cursor: 'c1',
    reason,
    viewer: { companyStatus, canSeePrices },
  } as unknown as ViewerChangedEvent;
}

describe('pageMustReload', () => {
  it('reloads when prices or the company’s status changed, or the company did', () => {
    expect(pageMustReload(change('COMPANY_STATUS', 'ACCEPTED', true), PENDING)).toBe(true);
    expect(pageMustReload(change('COMPANY_STATUS', 'REJECTED'), PENDING)).toBe(true);
    expect(pageMustReload(change('COMPANY_ASSIGNED', 'PENDING'), PENDING)).toBe(true);
  });

  it('leaves the page alone when what it shows is the same', () => {
    expect(pageMustReload(change('USER_STATUS', 'PENDING'), PENDING)).toBe(false);
  });
});

describe('accountChangeToast', () => {
  it.each([
    ['ACCEPTED', 'success', ACCOUNT_CHANGE_TEXTS.accepted.title],
    ['REJECTED', 'warning', ACCOUNT_CHANGE_TEXTS.rejected.title],
  ])('tells a company now %s', (status, type, title) => {
    expect(accountChangeToast(change('COMPANY_STATUS', status), PENDING)).toMatchObject({
      type,
      title,
    });
  });

  it('tells a company back in review, an assignment and a rejected registration', () => {
    const accepted = { canSeePrices: true, companyStatus: 'ACCEPTED' };
    expect(accountChangeToast(change('COMPANY_STATUS', 'PENDING'), accepted)?.title).toBe(
      ACCOUNT_CHANGE_TEXTS.inReview.title,
    );
    expect(accountChangeToast(change('COMPANY_ASSIGNED', 'PENDING'), PENDING)?.title).toBe(
      ACCOUNT_CHANGE_TEXTS.assigned.title,
    );
    expect(
      accountChangeToast(change('USER_REJECTED', null), { ...PENDING, companyStatus: null }),
    ).toMatchObject({ type: 'warning', title: ACCOUNT_CHANGE_TEXTS.userRejected.title });
  });

  it('says nothing when nothing the viewer reads changed', () => {
    expect(accountChangeToast(change('USER_STATUS', 'PENDING'), PENDING)).toBeNull();
  });
});
