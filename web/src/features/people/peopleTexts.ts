// The people pages' texts (agents, client users): the specification's toasts come from the
// domain's TEAM_MESSAGES word for word; these are the ones it leaves open (docs/decisions.md).
export const PEOPLE_TEXTS = {
  noUsers: 'No users to show',
  /** The badge of a user who has not accepted its invitation (set a password) yet. */
  invitationBadge: 'Invitation sent',
  /** A new user was created but the invitation e-mail did not go out. */
  invitationNotSent:
    'The invitation e-mail could not be sent. The user can set a password with “Forgot password” on the login page.',
  /** The save request itself failed (no server answer): the specification's generic text. */
  saveFailed: 'The information could not be saved',
  active: 'Active',
  inactive: 'Inactive',
} as const;
