import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

// Issue 14, item 4: no answer carried security headers.
describe('security headers', () => {
  const fixture = useTestApp();

  it('forbids framing, sniffing and inline or eval script on pages', async () => {
    const page = await fixture.app.inject({ url: '/campaigns/1' });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toContain(new URL(fixture.context.chain.publicRpcUrl).origin);
    // Issue 31: images come only from this server (/media), placeholders and QR codes inline.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('sends the same headers on API answers, and no HSTS outside production', async () => {
    const api = await fixture.app.inject({ url: '/api/config' });
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const env = {
      ...fixture.context.env,
      nodeEnv: 'production' as const,
      jwtSecret: 'a-production-secret-of-at-least-32-characters',
      relayerPrivateKey: DEV_ACCOUNTS[9]!.privateKey,
    };
    const production = await createTestApp({ ...fixture.context, env });
    const response = await production.inject({ url: '/api/config' });
    await production.close();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
