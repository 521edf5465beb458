// Opening or closing the offers panel changes only `?offers=`: the page under it keeps its data
// (no loader runs again), so its cards stay mounted and the View Offers button that opened the
// panel is still there to take the focus back when it closes.
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { OFFERS_PARAM } from './useOpenOffersPanel.ts';

function withoutPanel(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete(OFFERS_PARAM);
  params.sort();
  return `${url.pathname}?${params.toString()}`;
}

export function offersPanelShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href !== nextUrl.href && withoutPanel(currentUrl) === withoutPanel(nextUrl)) {
    return false;
  }
  return defaultShouldRevalidate;
}
