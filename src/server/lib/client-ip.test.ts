import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.js';
import { getClientIp, pickForwardedFor, type ProxyTrust } from './client-ip.js';

describe('pickForwardedFor', () => {
  it('takes the entry our proxy appended (the right-most), never what the client wrote before it', () => {
    expect(pickForwardedFor('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(pickForwardedFor('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(pickForwardedFor(' 1.1.1.1 ,2.2.2.2 ,  203.0.113.7 ', 1)).toBe('203.0.113.7');
  });

  it('counts TRUSTED_PROXY_HOPS from the right when several of our proxies append', () => {
    // client forged 6.6.6.6; the CDN saw 203.0.113.7; the load balancer saw the CDN (198.51.100.2).
    expect(pickForwardedFor('6.6.6.6, 203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7');
    expect(pickForwardedFor('6.6.6.6, 203.0.113.7, 198.51.100.2', 3)).toBe('6.6.6.6');
  });

  it('takes the left-most when the list is shorter than the hops (every entry then came from our proxies)', () => {
    expect(pickForwardedFor('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('gives nothing for a missing or empty header, or an empty chosen entry', () => {
    expect(pickForwardedFor(undefined, 1)).toBeUndefined();
    expect(pickForwardedFor('', 1)).toBeUndefined();
    expect(pickForwardedFor('1.1.1.1, ', 1)).toBeUndefined();
  });
});

describe('getClientIp', () => {
  const addressSeenWith = async (trust: ProxyTrust, forwardedFor?: string) => {
    const app = new Hono().get('/', (c) => c.text(getClientIp(c, trust) ?? 'none'));
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    return (await app.request('/', { headers })).text();
  };

  it('behind a trusted proxy, reads the hop the proxy added, so a forged left-most entry changes nothing', async () => {
    expect(await addressSeenWith({ trustProxy: true }, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeenWith({ trustProxy: true }, '7.7.7.7, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeenWith({ trustProxy: true, trustedProxyHops: 2 }, '6.6.6.6, 203.0.113.7, 10.0.0.1')).toBe(
      '203.0.113.7',
    );
  });

  it('without a trusted proxy, ignores the header (no socket in app.request, so no address)', async () => {
    expect(await addressSeenWith({ trustProxy: false }, '203.0.113.7')).toBe('none');
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  const base = { AUTH_SECRET: 's'.repeat(32) };

  it('defaults to 1 (a single load balancer) and reads a whole number of hops', () => {
    expect(readEnv(base).TRUSTED_PROXY_HOPS).toBe(1);
    expect(readEnv({ ...base, TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
  });

  it.each(['0', '-1', '1.5', 'two', '11'])('refuses %s at boot, naming the variable', (value) => {
    expect(() => readEnv({ ...base, TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
