import { FREE_CHECK_IN_LIMIT } from './constants.js';

export type CheckInAccessInput = {
  subscribed: boolean;
  /** null when the profile could not be read: treated as zero used and screener needed (spec 4). */
  profile: { checkInsUsed: number; hasCompletedScreener: boolean } | null;
};

export type CheckInAccess =
  | { status: 'unlimited' }
  | { status: 'needs_screener' }
  | { status: 'limit_reached'; used: number; limit: number }
  | { status: 'allowed'; used: number; limit: number; remaining: number };

/** Who may check in (spec section 4, "Check-in access"): the one rule home, check-in and the server share. */
export function getCheckInAccess({ subscribed, profile }: CheckInAccessInput): CheckInAccess {
  if (subscribed) return { status: 'unlimited' };
  if (!profile?.hasCompletedScreener) return { status: 'needs_screener' };
  const used = Math.max(0, profile.checkInsUsed);
  if (used >= FREE_CHECK_IN_LIMIT) return { status: 'limit_reached', used, limit: FREE_CHECK_IN_LIMIT };
  return { status: 'allowed', used, limit: FREE_CHECK_IN_LIMIT, remaining: FREE_CHECK_IN_LIMIT - used };
}

export function canCheckIn(access: CheckInAccess): boolean {
  return access.status === 'unlimited' || access.status === 'allowed';
}
