import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canCheckIn, getCheckInAccess } from './access.js';
import { FREE_CHECK_IN_LIMIT } from './constants.js';

describe('getCheckInAccess', () => {
  it('paid subscribers may always check in, whatever the profile says', () => {
    expect(getCheckInAccess({ subscribed: true, profile: null })).toEqual({ status: 'unlimited' });
    expect(getCheckInAccess({ subscribed: true, profile: { checkInsUsed: 99, hasCompletedScreener: false } })).toEqual({
      status: 'unlimited',
    });
  });

  it('a free user without the screener needs it first', () => {
    expect(getCheckInAccess({ subscribed: false, profile: { checkInsUsed: 0, hasCompletedScreener: false } })).toEqual({
      status: 'needs_screener',
    });
  });

  it('an unreadable profile counts as zero used and screener needed (spec 4)', () => {
    expect(getCheckInAccess({ subscribed: false, profile: null })).toEqual({ status: 'needs_screener' });
  });

  it('a free user with the screener has 5 check-ins, then none', () => {
    const profile = (checkInsUsed: number) => ({ checkInsUsed, hasCompletedScreener: true });
    expect(getCheckInAccess({ subscribed: false, profile: profile(0) })).toEqual({
      status: 'allowed',
      used: 0,
      limit: 5,
      remaining: 5,
    });
    expect(getCheckInAccess({ subscribed: false, profile: profile(4) })).toEqual({
      status: 'allowed',
      used: 4,
      limit: 5,
      remaining: 1,
    });
    expect(getCheckInAccess({ subscribed: false, profile: profile(5) })).toEqual({
      status: 'limit_reached',
      used: 5,
      limit: 5,
    });
  });

  it('for any free user, checking in is allowed exactly when fewer than the limit are used and the screener is done', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 50 }), fc.boolean(), (used, screener) => {
        const access = getCheckInAccess({
          subscribed: false,
          profile: { checkInsUsed: used, hasCompletedScreener: screener },
        });
        expect(canCheckIn(access)).toBe(screener && used < FREE_CHECK_IN_LIMIT);
        if (access.status === 'allowed') expect(access.remaining).toBeGreaterThan(0);
      }),
    );
  });
});
