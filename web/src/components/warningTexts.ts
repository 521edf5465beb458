// Warning toasts of the specification (section 8) for the offers, purchases and notifications
// screens, word for word.
export const WARNINGS = {
  offersLoadFailed: 'The vehicle offers could not be obtained',
  notificationsLoadFailed: 'The notifications could not be obtained',
  notificationsNotUpdated: 'Notifications not updated',
} as const;
