import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Its own key, derived from the app secret, so an unsubscribe token can never pass as anything else. */
function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'patternwise', 'reminder-unsubscribe-v1', 32));
}

const macOf = (userId: string, secret: string) => createHmac('sha256', keyOf(secret)).update(userId).digest();

/**
 * The signed token of a one-click unsubscribe link: `<user id, base64url>.<HMAC-SHA256>`. It does
 * not expire (a link in an old mail must still stop the mails) and only ever turns reminders off.
 */
export function createUnsubscribeToken(userId: string, secret: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${macOf(userId, secret).toString('base64url')}`;
}

/** The user id a token was made for, or null when it was not made with this secret (tampered, cut, invented). */
export function readUnsubscribeToken(token: string, secret: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = macOf(userId, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
