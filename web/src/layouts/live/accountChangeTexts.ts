// What the live account changes tell the viewer (the specification has no text for them; see
// docs/decisions.md): its company's status changed, or it was given to another company.
export const ACCOUNT_CHANGE_TEXTS = {
  accepted: {
    title: 'Your company was accepted',
    description: 'Prices, offers and purchases are open to you now.',
  },
  rejected: {
    title: 'Your company was rejected',
    description: 'Prices, offers and purchases are closed. Contact us to know more.',
  },
  inReview: {
    title: 'Your company is in review again',
    description: 'Prices, offers and purchases open once it is accepted.',
  },
  assigned: {
    title: 'Your company changed',
    description: 'Our team assigned you to a dealer company.',
  },
  userRejected: {
    title: 'Your registration was rejected',
    description: 'Contact us to know more.',
  },
} as const;
