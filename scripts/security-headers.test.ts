/** The shop origin's policy names the origins its pages load from and call, from the settings. */
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

/** The policy's directives by name. */
function policy(env: NodeJS.ProcessEnv): Record<string, string[]> {
  const csp = securityHeaders(env)['Content-Security-Policy'] ?? '';
  return Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the shop origin's security headers", () => {
  it('by default: own scripts only, the API for calls and images, no framing, no HSTS over http', () => {
    const headers = securityHeaders({});
    const directives = policy({});
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'http://localhost:4000']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:4000']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('in production: the remotes on a CDN, the API, its S3 images, Algolia, and HSTS on https', () => {
    const env = {
      PUBLIC_URL: 'https://mercado.example',
      REMOTES_URL: 'https://cdn.mercado.example/remotes',
      API_URL: 'https://api.mercado.example',
      API_PUBLIC_URL: 'https://api.mercado.example',
      S3_PUBLIC_URL: 'https://media.mercado.example/subidas',
      ALGOLIA_APP_ID: 'APP1',
      ALGOLIA_ADMIN_KEY: 'admin',
      ALGOLIA_SEARCH_KEY: 'search',
    };
    const directives = policy(env);
    expect(directives['script-src']).toEqual(["'self'", 'https://cdn.mercado.example']);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.mercado.example']);
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.mercado.example',
      'https://media.mercado.example',
      'https://cdn.mercado.example',
    ]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.mercado.example',
      'https://cdn.mercado.example',
      'https://APP1-dsn.algolia.net',
      'https://insights.algolia.io',
    ]);
    expect(securityHeaders(env)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('remotes on the shell’s own origin add no source', () => {
    const directives = policy({
      PUBLIC_URL: 'https://mercado.example',
      REMOTES_URL: 'https://mercado.example/remotes',
    });
    expect(directives['script-src']).toEqual(["'self'"]);
  });

  it('with OneSignal’s keys (web push, issue 38): its SDK’s script, styles, icons and calls; none without', () => {
    const directives = policy({ ONESIGNAL_APP_ID: 'app-1' });
    expect(directives['script-src']).toEqual([
      "'self'",
      'https://cdn.onesignal.com',
      'https://api.onesignal.com',
    ]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://onesignal.com']);
    expect(directives['img-src']).toContain('https://img.onesignal.com');
    expect(directives['connect-src']).toEqual([
      "'self'",
      'http://localhost:4000',
      'https://api.onesignal.com',
      'https://*.onesignal.com',
    ]);
    expect(policy({ ONESIGNAL_APP_ID: ' ' })['script-src']).toEqual(["'self'"]);
  });
});
