import { resolve } from 'node:path';

/** Everything the server reads from the environment (listed in the README, "Configuration"); every variable is optional. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public origin of the site; auth links and OAuth redirects point here. */
  baseUrl: string;
  /** Other origins allowed to call the API with cookies (the Vite dev server, 127.0.0.1 vs localhost). */
  trustedOrigins: string[];
  /** Undefined until resolveAuthSecret fills it from DATA_DIR. */
  authSecret: string | undefined;
  brandName: string;
  google: { clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    pricePro: string | undefined;
    priceUltimate: string | undefined;
  };
  /** BILLING_SANDBOX: without Stripe keys, the test-mode checkout (card 4242…) and its simulate tools; off by default. */
  billingSandbox: boolean;
  openai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  /** Self-hosted LibreTranslate, and its key when the instance asks for one. */
  libreTranslateUrl: string | undefined;
  libreTranslateApiKey: string | undefined;
  /** A DeepL key; one ending in ":fx" is a Free-plan key and goes to the free endpoint. */
  deeplApiKey: string | undefined;
  /** Where DeepL is reached (tests point it at a local fake); by default chosen by the key. */
  deeplApiUrl: string | undefined;
  /** Self-hosted SearXNG the plagiarism check searches the web through; web search is off without it. */
  searxngUrl: string | undefined;
  /** The citation helper's identifier lookups: the services' base URLs, and whether user-given URLs may reach private addresses. */
  citationLookup: {
    crossrefUrl: string;
    openLibraryUrl: string;
    arxivUrl: string;
    pubmedUrl: string;
    allowPrivateFetch: boolean;
  };
  /** Sign-in, sign-up and password-reset attempts per client IP and window, per endpoint. */
  authRateLimit: RateLimitConfig;
  /** Sign-in attempts per account (e-mail) and window, from any address: slows password guessing spread over many IPs. */
  accountSignInRateLimit: RateLimitConfig;
  /** Password re-checks (verify-password, change-password, turning two-factor off, deleting the account) per account and window. */
  passwordCheckRateLimit: RateLimitConfig;
  /** Guest (anonymous) sessions created per client IP and window. */
  guestRateLimit: RateLimitConfig;
  /** Take the client IP from X-Forwarded-For (only behind a reverse proxy you control). */
  trustProxy: boolean;
  /** Built web app served beside the API. */
  webDir: string;
  /** TOOL_QUEUE=postgres: tool runs become jobs in PostgreSQL that worker processes take (docs/scale.md, decision 0017). */
  toolQueue: ToolQueueConfig;
  isProduction: boolean;
}

export interface ToolQueueConfig {
  enabled: boolean;
  /** The API process also takes jobs (API_RUNS_WORKER, on by default); off when only `npm run worker` processes should. */
  apiRunsWorker: boolean;
  /** How long the API waits for a job's result before answering 503 engine_unavailable (nothing charged). */
  timeoutSeconds: number;
  /** How long one worker may hold a job before it is presumed dead and the job goes to another worker. */
  jobExpireSeconds: number;
  /** Jobs one worker process runs at a time. */
  workerConcurrency: number;
  /** `npm run worker` loads the lazy models before it takes jobs (WORKER_WARM_UP, on by default). */
  workerWarmUp: boolean;
}

export interface RateLimitConfig {
  max: number;
  windowSeconds: number;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const port = readInteger(env, 'PORT', 3000);
  const baseUrl = trimTrailingSlash(readString(env, 'BASE_URL') ?? `http://localhost:${port}`);
  const googleClientId = readString(env, 'GOOGLE_CLIENT_ID');
  const googleClientSecret = readString(env, 'GOOGLE_CLIENT_SECRET');
  const isProduction = env.NODE_ENV === 'production';
  const brandName = readString(env, 'BRAND_NAME') ?? 'Scribewell';
  return {
    port,
    dataDir: resolve(readString(env, 'DATA_DIR') ?? './data'),
    databaseUrl: readString(env, 'DATABASE_URL'),
    baseUrl,
    trustedOrigins: collectTrustedOrigins(baseUrl, port, readString(env, 'TRUSTED_ORIGINS'), {
      isProduction,
      viteDevServer: readBoolean(env, 'TRUST_VITE_DEV_ORIGIN', false),
    }),
    authSecret: readString(env, 'AUTH_SECRET'),
    brandName,
    google:
      googleClientId && googleClientSecret ? { clientId: googleClientId, clientSecret: googleClientSecret } : undefined,
    smtpUrl: readString(env, 'SMTP_URL'),
    mailFrom: readString(env, 'MAIL_FROM') ?? `${brandName} <no-reply@${new URL(baseUrl).hostname}>`,
    stripe: {
      secretKey: readString(env, 'STRIPE_SECRET_KEY'),
      webhookSecret: readString(env, 'STRIPE_WEBHOOK_SECRET'),
      pricePro: readString(env, 'STRIPE_PRICE_PRO'),
      priceUltimate: readString(env, 'STRIPE_PRICE_ULTIMATE'),
    },
    billingSandbox: readBoolean(env, 'BILLING_SANDBOX', false),
    openai: {
      baseUrl: readString(env, 'OPENAI_BASE_URL'),
      apiKey: readString(env, 'OPENAI_API_KEY'),
      model: readString(env, 'OPENAI_MODEL'),
    },
    libreTranslateUrl: readString(env, 'LIBRETRANSLATE_URL'),
    libreTranslateApiKey: readString(env, 'LIBRETRANSLATE_API_KEY'),
    deeplApiKey: readString(env, 'DEEPL_API_KEY'),
    deeplApiUrl: readString(env, 'DEEPL_API_URL'),
    searxngUrl: readString(env, 'SEARXNG_URL'),
    citationLookup: {
      crossrefUrl: readString(env, 'CROSSREF_API_URL') ?? 'https://api.crossref.org',
      openLibraryUrl: readString(env, 'OPENLIBRARY_API_URL') ?? 'https://openlibrary.org',
      arxivUrl: readString(env, 'ARXIV_API_URL') ?? 'http://export.arxiv.org',
      pubmedUrl: readString(env, 'PUBMED_API_URL') ?? 'https://eutils.ncbi.nlm.nih.gov',
      allowPrivateFetch: readBoolean(env, 'ALLOW_PRIVATE_FETCH', false),
    },
    authRateLimit: {
      max: readInteger(env, 'AUTH_RATE_LIMIT_MAX', 20),
      windowSeconds: readInteger(env, 'AUTH_RATE_LIMIT_WINDOW', 60),
    },
    accountSignInRateLimit: {
      max: readInteger(env, 'ACCOUNT_SIGN_IN_LIMIT_MAX', 10),
      windowSeconds: readInteger(env, 'ACCOUNT_SIGN_IN_LIMIT_WINDOW', 900),
    },
    passwordCheckRateLimit: {
      max: readInteger(env, 'PASSWORD_CHECK_LIMIT_MAX', 10),
      windowSeconds: readInteger(env, 'PASSWORD_CHECK_LIMIT_WINDOW', 900),
    },
    guestRateLimit: {
      max: readInteger(env, 'GUEST_RATE_LIMIT_MAX', 30),
      windowSeconds: readInteger(env, 'GUEST_RATE_LIMIT_WINDOW', 3600),
    },
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    webDir: resolve(readString(env, 'WEB_DIR') ?? './dist/web'),
    toolQueue: readToolQueue(env),
    isProduction,
  };
}

function readToolQueue(env: Env): ToolQueueConfig {
  const mode = readString(env, 'TOOL_QUEUE')?.toLowerCase() ?? 'off';
  if (mode !== 'off' && mode !== 'postgres') throw new Error(`TOOL_QUEUE must be "postgres" or "off" (got "${mode}").`);
  if (mode === 'postgres' && !readString(env, 'DATABASE_URL')) {
    throw new Error('TOOL_QUEUE=postgres needs DATABASE_URL: the queue lives in PostgreSQL (the embedded database serves one process).');
  }
  return {
    enabled: mode === 'postgres',
    apiRunsWorker: readBoolean(env, 'API_RUNS_WORKER', true),
    timeoutSeconds: readPositiveInteger(env, 'TOOL_QUEUE_TIMEOUT_SECONDS', 60),
    jobExpireSeconds: readPositiveInteger(env, 'TOOL_JOB_EXPIRE_SECONDS', 30),
    workerConcurrency: readPositiveInteger(env, 'TOOL_WORKER_CONCURRENCY', 4),
    workerWarmUp: readBoolean(env, 'WORKER_WARM_UP', true),
  };
}

function readPositiveInteger(env: Env, name: string, fallback: number): number {
  const value = readInteger(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be 1 or more (got "${value}").`);
  return value;
}

function readString(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readInteger(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of 0 or more (got "${raw}").`);
  }
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = readString(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

function trimTrailingSlash(url: string): string {
  try {
    return new URL(url).origin + new URL(url).pathname.replace(/\/+$/, '');
  } catch {
    throw new Error(`BASE_URL must be an absolute URL such as https://scribewell.example (got "${url}").`);
  }
}

function collectTrustedOrigins(
  baseUrl: string,
  port: number,
  extra: string | undefined,
  { isProduction, viteDevServer }: { isProduction: boolean; viteDevServer: boolean },
) {
  const origins = new Set([new URL(baseUrl).origin]);
  // Local use: the app is reached as localhost or 127.0.0.1 on its own port.
  if (!isProduction) {
    for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:${port}`);
  }
  // Vite's dev server, only when `npm run dev` says it runs one (scripts/dev.mjs): NODE_ENV is unset
  // under `npm start` too, and any page on a visitor's :5173 (another project's dev server) would
  // otherwise pass the origin check.
  if (viteDevServer) {
    for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:5173`);
  }
  for (const origin of extra?.split(',') ?? []) {
    if (origin.trim()) origins.add(origin.trim().replace(/\/+$/, ''));
  }
  return [...origins];
}
