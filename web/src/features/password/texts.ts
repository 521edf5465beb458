// Texts of the password pages (specification, section 8), as the api answers them.
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';

export const PASSWORD_CHANGED = ACCOUNT_MESSAGES.passwordChanged;
export const PASSWORD_NOT_CHANGED = ACCOUNT_MESSAGES.passwordNotChanged;
export const RESET_EMAIL_SENT = ACCOUNT_MESSAGES.recoverPasswordSent;
export const EMAIL_NOT_FOUND = ACCOUNT_MESSAGES.emailNotFound;
export const EMAIL_NOT_SENT = ACCOUNT_MESSAGES.emailNotSent;
