// The footer link of every e-mail: /disable/notifications/{token}, which switches the recipient's
// e-mail notifications without logging in. Only token hashes are stored, so an earlier token
// cannot be read back to be reused: each message gets a long-lived token of its own, made in the
// transaction that queues the message (a rolled-back message leaves no token behind).
import type { Db } from '../db/database.ts';
import { siteLink } from '../mail/links.ts';
import { issueUserToken } from './userTokens.ts';

export async function notificationsLink(
  db: Db,
  userId: number,
  publicBaseUrl: string,
): Promise<string> {
  const token = await issueUserToken(db, userId, 'notifications');
  return siteLink(publicBaseUrl, `/disable/notifications/${token}`);
}
