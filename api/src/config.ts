import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package root (…/api), used to resolve relative paths such as PGLITE_DIR. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEV_JWT_SECRET = 'dev-secret-mercado-no-usar-en-produccion-0123456789';
/** The embedded search service's development keys: anyone who reads this repository has them. */
export const DEV_SEARCH_ADMIN_KEY = 'local-admin-key';
export const DEV_SEARCH_SEARCH_KEY = 'local-search-key';
/** GET /metrics's development token (Prometheus's bearer): production refuses it. */
export const DEV_METRICS_TOKEN = 'local-metrics-token';

/** A throttle: at most `max` attempts per key within a fixed window of `ventanaSegundos` (then 429). */
export type Limite = { max: number; ventanaSegundos: number };

export type Config = {
  port: number;
  host: string;
  /** Empty → PGlite. */
  databaseUrl: string;
  pgliteDir: string;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  corsOrigins: string[];
  publicUrl: string;
  /** Public origin of this API, prefixed to generated media paths (images). */
  apiPublicUrl: string;
  smtpUrl: string;
  /**
   * Sign-in throttle (decision 0017), failures only, per window: per account and address (strict),
   * per address (generous), per account over every address (a ceiling that spares the addresses
   * where the account signed in within `loginKnownAddressDays`).
   */
  loginMaxFailsAccountAddress: number;
  loginMaxFailsAddress: number;
  loginMaxFailsAccount: number;
  loginKnownAddressDays: number;
  loginWindowSeconds: number;
  /** Set the refresh cookie with the Secure flag (true when PUBLIC_URL is https). */
  cookieSecure: boolean;
  logLevel: string;
  /** Coupon codes (issue 5): failed codes allowed per user / per address within the window (429 after). */
  cuponMaxFailsUsuario: number;
  cuponMaxFailsAddress: number;
  cuponWindowSeconds: number;
  /** How long a signed-in call may trust its read of the account (status, roles, session version). */
  sesionCacheSeconds: number;
  /** A refresh token rotated less than this ago yields the same successor again (two tabs, a retry). */
  refreshReuseSeconds: number;
  /**
   * Throttles of the other account calls (issue 16): strict per account or e-mail, generous per
   * address (a mobile carrier's shared address). Sign-in and coupons keep their settings above.
   */
  limites: {
    claveCuenta: Limite;
    recuperarCorreo: Limite;
    recuperarDireccion: Limite;
    registroCorreo: Limite;
    registroDireccion: Limite;
    verificarRegistradoDireccion: Limite;
  };
  /** Seconds between sweeps that expire unverified reference-paid orders (0 = only on read). */
  ordenBarridoSegundos: number;
  /**
   * NODE_ENV=production (any case), or a public URL on https: development defaults are refused
   * (loadConfig). A NODE_ENV other than development, test or production refuses to start.
   */
  produccion: boolean;
  /**
   * Load shedding: 503 with Retry-After while the event loop's mean delay over a second exceeds this
   * (0 = never; the default: 1000 in production, off in development and tests, where a busy machine
   * must not turn a test's requests away).
   */
  maxEventLoopDelayMs: number;
  /** GET /metrics answers only `Authorization: Bearer <metricsToken>` (Prometheus's scrape). */
  metricsToken: string;
  /** Seconds a browser's secured search key stays valid (decision 0019). */
  buscadorClaveSegundos: number;
  /** The app's pages in the app stores, shown in the footer (null: not published there, no link). */
  apps: { appStore: string | null; googlePlay: string | null };
  /**
   * Where uploaded images are stored (issue 18): a directory of this machine (served by the API under
   * /media/subidas/), or an S3-compatible bucket when S3_BUCKET is set (its public URL in front).
   */
  medios: {
    dir: string;
    s3: {
      bucket: string;
      region: string;
      /** '' = AWS itself; else an S3-compatible service (MinIO, R2, Spaces...). */
      endpoint: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** The public origin of the bucket's objects (a CDN or the bucket's website). */
      publicUrl: string;
    } | null;
  };
  /**
   * Push notifications (issue 19, decision 0032): OneSignal's REST API when ONESIGNAL_APP_ID and
   * ONESIGNAL_REST_API_KEY are set (ONESIGNAL_API_URL: another base URL, e.g. a stand-in in tests);
   * null: a send is recorded as not sent.
   */
  oneSignal: { appId: string; restApiKey: string; apiUrl: string } | null;
  /** Search (issue 6): the embedded Algolia-compatible service under /1/, or Algolia itself. */
  buscador: {
    /** 'algolia' when ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY are all set. */
    proveedor: 'local' | 'algolia';
    appId: string;
    adminKey: string;
    searchKey: string;
    indexName: string;
    /** Search host given to the front-end; '' = this API's origin (the embedded service). */
    host: string;
    /**
     * Where the index sync writes: '' = Algolia's own hosts (provider algolia) or this API's listening
     * address (local); ALGOLIA_HOST sets both it and `host` (an Algolia-compatible service elsewhere).
     */
    hostEscritura: string;
    /** The embedded service's own keys (it answers under /1/ whatever the provider). */
    local: { appId: string; adminKey: string; searchKey: string };
  };
};

function limite(env: NodeJS.ProcessEnv, name: string, max: number, ventanaSegundos: number): Limite {
  return {
    max: int(env, `${name}_MAX`, max),
    ventanaSegundos: int(env, `${name}_WINDOW_SECONDS`, ventanaSegundos),
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/**
 * The settings from the environment. In production (NODE_ENV=production in any case, or PUBLIC_URL or
 * API_PUBLIC_URL on https) it throws, in one line naming the variables to set, while a secret is a
 * development default or a public URL is not given: a token signed with the repository's secret
 * would open /admin, the repository's metrics token would show every route's figures, and every
 * instance would write its own http://localhost:<port> into the links.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const produccion =
    entorno(env) === 'production' ||
    Boolean(env.PUBLIC_URL?.startsWith('https:') || env.API_PUBLIC_URL?.startsWith('https:'));
  if (produccion) refuseDevelopmentDefaults(env);
  const publicUrl = env.PUBLIC_URL || 'http://localhost:3000';
  const pgliteDir = env.PGLITE_DIR || '.data/pglite';
  const port = int(env, 'PORT', 4000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || '',
    pgliteDir: path.isAbsolute(pgliteDir) ? pgliteDir : path.resolve(API_ROOT, pgliteDir),
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    accessTokenTtl: int(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: int(env, 'REFRESH_TOKEN_TTL', 2592000),
    corsOrigins: (env.CORS_ORIGINS || 'http://localhost:3000')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    apiPublicUrl: (env.API_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || '',
    loginMaxFailsAccountAddress: int(env, 'LOGIN_MAX_FAILS_ACCOUNT_ADDRESS', 5),
    loginMaxFailsAddress: int(env, 'LOGIN_MAX_FAILS_ADDRESS', 100),
    loginMaxFailsAccount: int(env, 'LOGIN_MAX_FAILS_ACCOUNT', 50),
    loginKnownAddressDays: int(env, 'LOGIN_KNOWN_ADDRESS_DAYS', 30),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 900),
    cookieSecure: publicUrl.startsWith('https:'),
    logLevel: env.LOG_LEVEL || 'info',
    cuponMaxFailsUsuario: int(env, 'CUPON_MAX_FAILS_USUARIO', 5),
    cuponMaxFailsAddress: int(env, 'CUPON_MAX_FAILS_ADDRESS', 100),
    cuponWindowSeconds: int(env, 'CUPON_WINDOW_SECONDS', 900),
    sesionCacheSeconds: int(env, 'SESSION_CACHE_SECONDS', 5),
    refreshReuseSeconds: int(env, 'REFRESH_REUSE_SECONDS', 10),
    limites: {
      claveCuenta: limite(env, 'PASSWORD_CHANGE_ACCOUNT', 5, 900),
      recuperarCorreo: limite(env, 'RECOVERY_EMAIL', 5, 3600),
      recuperarDireccion: limite(env, 'RECOVERY_ADDRESS', 100, 3600),
      registroCorreo: limite(env, 'SIGNUP_EMAIL', 5, 3600),
      registroDireccion: limite(env, 'SIGNUP_ADDRESS', 100, 3600),
      verificarRegistradoDireccion: limite(env, 'EMAIL_CHECK_ADDRESS', 200, 900),
    },
    ordenBarridoSegundos: int(env, 'ORDEN_BARRIDO_SEGUNDOS', 60),
    produccion,
    maxEventLoopDelayMs: int(env, 'MAX_EVENT_LOOP_DELAY_MS', produccion ? 1000 : 0),
    metricsToken: env.METRICS_TOKEN || DEV_METRICS_TOKEN,
    buscadorClaveSegundos: int(env, 'SEARCH_KEY_TTL', 3600),
    buscador: buscadorConfig(env),
    medios: mediosConfig(env),
    oneSignal: oneSignalConfig(env),
    apps: {
      appStore: urlDeTienda(env, 'APP_STORE_URL', 'apps.apple.com'),
      googlePlay: urlDeTienda(env, 'GOOGLE_PLAY_URL', 'play.google.com'),
    },
  };
}

/**
 * The store's app page in an app store (`APP_STORE_URL`, `GOOGLE_PLAY_URL`): an https URL of that
 * store, or null when unset (the footer then shows no link to it). Anything else refuses to start.
 */
function urlDeTienda(env: NodeJS.ProcessEnv, name: string, host: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  const url = URL.parse(value);
  if (url?.protocol !== 'https:' || url.hostname !== host)
    throw new Error(`${name} must be an https://${host}/… address of the app, or unset`);
  return url.href;
}

const ENTORNOS = ['development', 'test', 'production'] as const;

/**
 * NODE_ENV without case (`Production` is production). Any other value refuses to start: `prod` or
 * `staging` would otherwise run with the development defaults while meant as production.
 */
function entorno(env: NodeJS.ProcessEnv): (typeof ENTORNOS)[number] | '' {
  const valor = (env.NODE_ENV ?? '').trim().toLowerCase();
  if (valor === '') return '';
  const conocido = ENTORNOS.find((e) => e === valor);
  if (!conocido)
    throw new Error(
      `Refusing to start: NODE_ENV must be development, test or production (any case), got "${env.NODE_ENV}"`,
    );
  return conocido;
}

/** Throws one line naming every variable production needs and lacks (or has at its development value). */
function refuseDevelopmentDefaults(env: NodeJS.ProcessEnv): void {
  const faltan: string[] = [];
  const secret = env.JWT_SECRET ?? '';
  if (!secret || secret === DEV_JWT_SECRET || secret.length < 32)
    faltan.push('JWT_SECRET (a random secret of 32 characters or more, not the development one)');
  const admin = env.SEARCH_ADMIN_KEY ?? '';
  const search = env.SEARCH_SEARCH_KEY ?? '';
  if (!admin || admin === DEV_SEARCH_ADMIN_KEY) faltan.push('SEARCH_ADMIN_KEY (not the development key)');
  if (!search || search === DEV_SEARCH_SEARCH_KEY) faltan.push('SEARCH_SEARCH_KEY (not the development key)');
  else if (search === admin) faltan.push('SEARCH_SEARCH_KEY (the browser gets it: not the admin key)');
  const metrics = env.METRICS_TOKEN ?? '';
  if (!metrics || metrics === DEV_METRICS_TOKEN || metrics.length < 32)
    faltan.push(
      'METRICS_TOKEN (a random token of 32 characters or more for /metrics, not the development one)',
    );
  if (!env.PUBLIC_URL) faltan.push("PUBLIC_URL (the store's public origin, for the links in emails)");
  if (!env.API_PUBLIC_URL)
    faltan.push("API_PUBLIC_URL (this API's public origin, for image URLs in the search index and pages)");
  if (faltan.length) throw new Error(`Refusing to start in production: set ${faltan.join('; ')}`);
}

function mediosConfig(env: NodeJS.ProcessEnv): Config['medios'] {
  const dir = env.MEDIA_DIR || '.data/media';
  const bucket = env.S3_BUCKET?.trim() ?? '';
  const s3 = bucket
    ? {
        bucket,
        region: env.S3_REGION || 'us-east-1',
        endpoint: env.S3_ENDPOINT || '',
        accessKeyId: env.S3_ACCESS_KEY_ID || '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
        publicUrl: (env.S3_PUBLIC_URL || '').replace(/\/+$/, ''),
      }
    : null;
  if (s3 && (!s3.accessKeyId || !s3.secretAccessKey || !s3.publicUrl))
    throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL');
  return { dir: path.isAbsolute(dir) ? dir : path.resolve(API_ROOT, dir), s3 };
}

function oneSignalConfig(env: NodeJS.ProcessEnv): Config['oneSignal'] {
  const appId = env.ONESIGNAL_APP_ID?.trim() ?? '';
  const restApiKey = env.ONESIGNAL_REST_API_KEY?.trim() ?? '';
  if (!appId && !restApiKey) return null;
  if (!appId || !restApiKey)
    throw new Error('ONESIGNAL_APP_ID and ONESIGNAL_REST_API_KEY go together: set both or neither');
  const apiUrl = (env.ONESIGNAL_API_URL || 'https://api.onesignal.com').replace(/\/+$/, '');
  return { appId, restApiKey, apiUrl };
}

function buscadorConfig(env: NodeJS.ProcessEnv): Config['buscador'] {
  const local = {
    appId: env.SEARCH_APP_ID || 'local',
    adminKey: env.SEARCH_ADMIN_KEY || DEV_SEARCH_ADMIN_KEY,
    searchKey: env.SEARCH_SEARCH_KEY || DEV_SEARCH_SEARCH_KEY,
  };
  const indexName = env.SEARCH_INDEX || 'productos';
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_SEARCH_KEY: searchKey } = env;
  if (appId && adminKey && searchKey) {
    return {
      proveedor: 'algolia',
      appId,
      adminKey,
      searchKey,
      indexName,
      host: (env.ALGOLIA_HOST || `https://${appId}-dsn.algolia.net`).replace(/\/+$/, ''),
      hostEscritura: (env.ALGOLIA_HOST || '').replace(/\/+$/, ''),
      local,
    };
  }
  if (appId || adminKey || searchKey) {
    throw new Error(
      'ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY go together: set all three or none',
    );
  }
  return { proveedor: 'local', ...local, indexName, host: '', hostEscritura: '', local };
}
