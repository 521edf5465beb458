// Business constants of the specification (section 9 of both documents).
export const MARKETPLACE_ID = 1;
export const MARKETPLACE_NAME = 'CANAM';

export const OFFER_LIFETIME_HOURS = 18;
export const PUBLISH_UNTIL_DAYS = 3;

export const PUBLIC_PAGE_SIZE = 6;
export const CATALOGUE_PAGE_SIZE = 33;
export const NOTIFICATIONS_PAGE_SIZE = 6;
export const TABLE_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const BUYER_FEE_CENTS = 35_000;
export const PSI_FEE_CENTS = 10_000;
export const BUYER_FEE_TEXT = 'Buyers fee $350.00 PSI $100';

export const MILEAGE_RANGE = { min: 0, max: 200_000 } as const;
export const PRICE_RANGE = { min: 0, max: 200_000 } as const;

export const TRANSMISSIONS = ['Manual', 'Automatic', 'CVT'] as const;

export const NOTIFICATION_POLL_MS = 180_000;
export const TOAST_DURATION_MS = 5_000;
export const CARD_GALLERY_AUTOPLAY_MS = 4_000;
export const DETAIL_GALLERY_AUTOPLAY_MS = 4_000;
export const CAROUSEL_AUTOPLAY_MS = 3_500;
export const CAROUSEL_SPEED_MS = 800;
export const BANNER_DELAY_MS = 1_000;
export const COMPANY_SUCCESS_REDIRECT_MS = 6_000;

export const BREAKPOINTS = { mobile: 576, small: 990, wide: 1280 } as const;

/** Browser storage keys of the specification. */
export const STORAGE_KEYS = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  marketPlace: 'marketPlace',
} as const;
