// Vehicle, company, user and offer states of the specification.
export const VEHICLE_STATUSES = ['Draft', 'ReadyToSell', 'InStock', 'Sold', 'Inactive'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const VEHICLE_STATUS_LABELS: Record<VehicleStatus, string> = {
  Draft: 'Draft',
  ReadyToSell: 'Ready To Sell',
  InStock: 'In Stock',
  Sold: 'Sold',
  Inactive: 'Inactive',
};

/** Statuses a buyer, client or guest may ever see; Draft and Inactive stay in the back office. */
export const DEALER_VISIBLE_STATUSES: readonly VehicleStatus[] = ['ReadyToSell', 'InStock', 'Sold'];

/** Default status filter of the staff vehicle list. */
export const STAFF_DEFAULT_STATUS: VehicleStatus = 'ReadyToSell';

export const COMPANY_STATUS = { ACCEPTED: 1, PENDING: 2, REJECTED: 3 } as const;
export type CompanyStatusCode = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];

export const USER_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;
export type UserStatusCode = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/**
 * Offer status values: 1 active, 0 expired (specification); 2 accepted (the sale's offer) and 3
 * closed (another offer on the vehicle was accepted, or it was bought) are our own.
 */
export const OFFER_STATUS = { EXPIRED: 0, ACTIVE: 1, ACCEPTED: 2, CLOSED: 3 } as const;
export type OfferStatusCode = (typeof OFFER_STATUS)[keyof typeof OFFER_STATUS];

/** Notification `sent` value meaning the notification was read. */
export const NOTIFICATION_READ = 2;

/**
 * Where a dealer user (client or buyer) stands (specification 001 §4, the assign-company tabs):
 * - rejected: the user was rejected (`app_user.rejected_at`), or its company (its own, else the
 *   one it registered) has status 3;
 * - active: it belongs to a company with status 1;
 * - inReview: its company (its own, else the one it registered) has status 2;
 * - preRegistration: it signed up and has no company, own or registered, yet.
 */
export const DEALER_STAGES = ['preRegistration', 'inReview', 'active', 'rejected'] as const;
export type DealerStage = (typeof DEALER_STAGES)[number];

/**
 * The admin users pages (specification 001 §2): Pending (/admin/users/registry: stage inReview,
 * a company waits for review), Active (/admin/users/validate) and Rejected (/admin/users/rejected).
 */
export const USER_LIST_TYPES = ['pending', 'active', 'rejected'] as const;
export type UserListType = (typeof USER_LIST_TYPES)[number];

export const STAGE_OF_USER_LIST: Record<UserListType, DealerStage> = {
  pending: 'inReview',
  active: 'active',
  rejected: 'rejected',
};
