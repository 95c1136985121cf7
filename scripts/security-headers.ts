/**
 * The security headers of every answer of the shop's static origin (decision 0036): the HTML, the
 * shell's and remotes' files, the registry. Read from the same settings the shell's build, the API
 * and deploy read, so the policy names exactly the origins the pages load from and call.
 */
import { REMOTES_URL } from './platform-layout.ts';

const origin = (url: string | undefined) => (url ? new URL(url).origin : null);

/** `'self'` plus the other origins, each once, in order. */
function sources(first: string[], ...origins: (string | null)[]): string {
  return [...new Set([...first, ...origins.filter((o): o is string => o !== null)])].join(' ');
}

/**
 * The search service's hosts as the browser reaches them (api/src/config.ts `buscador`): the API's
 * origin for the embedded service; with ALGOLIA_* set, ALGOLIA_HOST or the application's DSN host,
 * and Algolia's insights host (the insights client's default there).
 */
function searchOrigins(env: NodeJS.ProcessEnv): (string | null)[] {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_SEARCH_KEY: searchKey } = env;
  if (!appId || !adminKey || !searchKey) return [];
  return [origin(env.ALGOLIA_HOST) ?? `https://${appId}-dsn.algolia.net`, 'https://insights.algolia.io'];
}

/**
 * Web push through OneSignal (issue 38), when the API has its keys (api/src/config.ts `oneSignal`):
 * the origins OneSignal's web SDK loads its script, styles and icons from and calls, per directive.
 */
function oneSignalOrigins(env: NodeJS.ProcessEnv) {
  if (!env.ONESIGNAL_APP_ID?.trim()) return { script: [], style: [], img: [], connect: [] };
  return {
    script: ['https://cdn.onesignal.com', 'https://api.onesignal.com'],
    style: ['https://onesignal.com'],
    img: ['https://img.onesignal.com'],
    connect: ['https://api.onesignal.com', 'https://*.onesignal.com'],
  };
}

export function securityHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const publicUrl = env.PUBLIC_URL || 'http://localhost:3000';
  const shell = new URL(publicUrl).origin;
  // The remotes' origin only when they are not served from the shell's (decision 0033: a CDN).
  const remotes = origin(env.REMOTES_URL ?? REMOTES_URL);
  const other = remotes === shell ? null : remotes;
  // The API as the shell's build calls it (shell/rspack.config.ts), and as it names its images.
  const api = origin(env.API_URL || 'http://localhost:4000');
  const apiImages = origin(env.API_PUBLIC_URL || `http://localhost:${env.PORT || 4000}`);
  const registry = env.REGISTRY_URL?.startsWith('http') ? origin(env.REGISTRY_URL) : null;
  const push = oneSignalOrigins(env);
  const policy = [
    "default-src 'self'",
    // The HTML starts no inline script: the shell's entry and the remotes' files only.
    `script-src ${sources(["'self'"], other, ...push.script)}`,
    // 'unsafe-inline': the HTML's loading screen, and the <style> elements Radix's dialogs
    // (react-remove-scroll) write with each page's scrollbar width, which no hash can name.
    `style-src ${sources(["'self'", "'unsafe-inline'"], other, ...push.style)}`,
    // data: the HTML's icon; blob: an image's preview before it is uploaded (back-office); the
    // remotes' own images (their styles' url()).
    `img-src ${sources(["'self'", 'data:', 'blob:'], apiImages, origin(env.S3_PUBLIC_URL), other, ...push.img)}`,
    `font-src ${sources(["'self'"], other)}`,
    `connect-src ${sources(["'self'"], api, registry, other, ...searchOrigins(env), ...push.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // A browser ignores it over plain http; on https it keeps every later visit on https.
    ...(publicUrl.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
