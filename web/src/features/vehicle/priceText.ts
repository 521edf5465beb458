// A price as words for a fact list (offers panel, buy confirmation): the amount, why this viewer
// may not see it, or that the vehicle has none yet. Hidden is not "not priced": the api sends no
// price to a viewer who may not see prices (Viewer.canSeePrices), whatever the vehicle has.
import { formatMoney } from '@canam/domain/money';

export const NOT_PRICED_TEXT = 'Not priced';
export const PRICE_AFTER_ACCEPTANCE_TEXT = 'Shown once your company is accepted';
export const PRICE_AFTER_LOGIN_TEXT = 'Shown once you log in';

export interface PriceViewer {
  isLoggedIn: boolean;
  canSeePrices: boolean;
}

export function priceText(
  price: { amount: string } | null | undefined,
  viewer: PriceViewer,
): string {
  if (!viewer.canSeePrices) {
    return viewer.isLoggedIn ? PRICE_AFTER_ACCEPTANCE_TEXT : PRICE_AFTER_LOGIN_TEXT;
  }
  return price ? formatMoney(price.amount) : NOT_PRICED_TEXT;
}
