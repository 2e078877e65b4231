export type CircuitBreakerOptions = {
  /** Consecutive failures (errors, timeouts, invalid answers) that open the circuit. */
  failureThreshold?: number;
  /** How long an open circuit skips the provider before one trial call (half-open). */
  cooldownMs?: number;
  now?: () => number;
  /** Told when the circuit opens or closes (the state only: never a text). */
  onChange?: (state: 'open' | 'closed', detail: { failures: number; cooldownMs: number }) => void;
};

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;

/**
 * Keeps a failing model from costing every person its full timeout: after `failureThreshold`
 * failures in a row the circuit opens and callers are told to skip the provider; after the
 * cool-down one trial call goes through (half-open), and its outcome closes or re-opens the
 * circuit. Other calls keep skipping while the trial is out, so a dead provider sees one call per
 * cool-down, not a burst.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}) {
  const { failureThreshold = 3, cooldownMs = 60_000, now = Date.now, onChange } = options;
  let failures = 0;
  let openedAt: number | null = null;
  let trialOut = false;

  return {
    /** Whether this call may go to the provider; a true answer must be followed by `succeeded` or `failed`. */
    allow(): boolean {
      if (openedAt === null) return true;
      if (trialOut || now() - openedAt < cooldownMs) return false;
      trialOut = true;
      return true;
    },
    succeeded() {
      const wasOpen = openedAt !== null;
      failures = 0;
      openedAt = null;
      trialOut = false;
      if (wasOpen) onChange?.('closed', { failures, cooldownMs });
    },
    failed() {
      failures += 1;
      const trialFailed = trialOut;
      trialOut = false;
      // A failed trial opens it for another cool-down; a late failure of an earlier call changes nothing.
      if (trialFailed || (openedAt === null && failures >= failureThreshold)) {
        openedAt = now();
        onChange?.('open', { failures, cooldownMs });
      }
    },
    get state(): 'closed' | 'open' | 'half-open' {
      if (openedAt === null) return 'closed';
      return trialOut || now() - openedAt >= cooldownMs ? 'half-open' : 'open';
    },
  };
}
