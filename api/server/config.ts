import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { AppEnv } from '../contract/partner'
import { domainOf, envSchema, type LogLevel } from './config-env'

/** Used when JWT_SECRET is not set outside production. Refused in production. */
export const DEV_JWT_SECRET = 'verzekerd-development-secret-do-not-use-in-production'

/** The commit the build in `staticDir` was made from (the build writes release.txt), or undefined. */
function buildRelease(staticDir: string): string | undefined {
  try {
    return readFileSync(path.join(staticDir, 'release.txt'), 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

export { LOG_LEVELS, type LogLevel } from './config-env'

export interface Config {
  port: number
  host: string
  /** Folder of the embedded database, or `memory`. Ignored when `databaseUrl` is set. */
  dataDir: string
  databaseUrl: string | undefined
  production: boolean
  /** The feature-flag environment. */
  appEnv: AppEnv
  staticDir: string
  /** The server render's bundle (views/entry-server.tsx built); pages are served empty without it. */
  serverBundle: string
  /** Error reporting (browser and server): Sentry's DSN; unset: nothing is reported anywhere. */
  sentryDsn: string | undefined
  /** The release error reports carry: SENTRY_RELEASE, else the build's commit (dist/release.txt), else none. */
  release: string | undefined
  jwtSecret: string
  logLevel: LogLevel
  /** Mail goes through this SMTP server when set, else into the local outbox table. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Lifetimes in seconds. */
  accessTokenTtl: number
  refreshTokenTtl: number
  magicLinkTtl: number
  /** Magic-link requests per client address per hour. */
  magicLinkIpLimit: number
  /**
   * The header (lower case) in which the proxy in front of every server names the client's address, e.g.
   * `x-forwarded-for`: http/limits.ts `clientAddress` takes the right-most entry. Unset: the socket's address
   * (no proxy, or one that is not trusted to say).
   */
  trustedProxyHeader: string | undefined
  /**
   * The profession assistant's OpenAI-compatible chat-completions endpoint; unset: the local similarity
   * ranking answers. The key (sent as a bearer token) and the model go with it.
   */
  professionAssistantUrl: string | undefined
  professionAssistantKey: string | undefined
  professionAssistantModel: string
  /** The support menu's assistant, the same way (unset: the local one quotes the products' FAQ). */
  supportAssistantUrl: string | undefined
  supportAssistantKey: string | undefined
  supportAssistantModel: string
  /**
   * The address lookup's PDOK Locatieserver-shaped endpoint (…/search/v3_1/free); unset: the local seeded
   * register answers. The key, when set, goes as a bearer token.
   */
  addressLookupUrl: string | undefined
  addressLookupKey: string | undefined
  /** The company lookup's KvK Zoeken-shaped endpoint (…/api/v2/zoeken); unset: the local register. Key: `apikey`. */
  companyLookupUrl: string | undefined
  companyLookupKey: string | undefined
  /**
   * The vehicle register's RDW open data resource folder (https://opendata.rdw.nl/resource); unset: the
   * local seeded register answers. The key, when set, goes as the Socrata app token.
   */
  vehicleRegisterUrl: string | undefined
  vehicleRegisterKey: string | undefined
  /** Lookups one customer may make per hour on each lookup route; a tenth of them in one minute. */
  lookupRateLimit: number
  /**
   * Stripe (identity verification, payments): the secret key selects Stripe over the local stand-ins; the
   * publishable key goes to the browser with it; the connected account (`Stripe-Account`), when set, owns
   * the sessions. The webhook secret checks `POST /stripe/webhook` (unset: the route answers 404). The API
   * address is Stripe's unless a test points it at a fake.
   */
  stripeSecretKey: string | undefined
  stripePublishableKey: string | undefined
  stripeConnectedAccount: string | undefined
  /** Signs `POST /stripe/webhook` events; unset: the webhook route answers 404. */
  stripeWebhookSecret: string | undefined
  stripeApiUrl: string
  /** How long the local provider's direct debit stays `processing` before it settles. */
  localDebitDelayMs: number
  /**
   * When the monthly invoice run (billing/invoice-run.ts) is due, as cron in Amsterdam time: a job that
   * one server runs whatever their number (also once at boot). INVOICE_RUN_SCHEDULE, default hourly at
   * minute 7; `off` (null): this server keeps no schedule (another one does, or tests run it themselves).
   */
  invoiceRunSchedule: string | null
  /** How long the local identity stand-in "processes" a submitted document before it answers. */
  localIdentityDelayMs: number
  /**
   * The local identity overlay lets the customer choose the outcome: always outside production, and in
   * production only when `LOCAL_IDENTITY_OUTCOMES=1` (end-to-end tests of a production build).
   */
  localIdentityOutcomes: boolean
  /**
   * The generated path tests' controls (http/test-faults.ts: a forced answer of one route): only when
   * `TEST_CONTROLS=1` and APP_ENV is not production; asked for in production, the server refuses to start.
   */
  testControls: boolean
  /**
   * 30 days of made-up drop-off counts for the seeded partners (journey-stats/demo-counts.ts), so /journeys
   * shows an overlay on a fresh start: DEMO_COUNTS=1|0; by default only on the embedded database (a
   * PostgreSQL server given by DATABASE_URL holds real partners' real counts).
   */
  demoCounts: boolean
  /**
   * Where a partner's site is, as `http(s)://{partner}.<domain>[:port]`: every link in every e-mail is built
   * from it (never from the request's Host header, which anyone can set). PARTNER_ORIGIN; by default
   * `http://{partner}.localhost:<port>`.
   */
  partnerOrigin: string
  /**
   * The domains partners are served under (lower case): a host is a partner's only as `<slug>.<domain>`;
   * any other host is no partner (404 unknown_partner). The partner origin's domain, and PARTNER_DOMAINS.
   */
  partnerDomains: readonly string[]
  /**
   * The company-wide domain the admin refresh cookie is set on (ADMIN_COOKIE_DOMAIN, core §6), so the
   * partner portal's domain shares it; unset: a host-only cookie on each partner's host.
   */
  adminCookieDomain: string | undefined
  /**
   * The environment's quote address (core §4 "Clearing a broker session"): BROKER_QUOTE_URL, with
   * `{partner}` as the partner's slug; unset: the partner site's own `/quotation-ended` page.
   */
  brokerQuoteUrl: string | undefined
  /** Pages that only exist in development (they answer 404 in production). */
  devOnlyPaths: readonly string[]
  /** Things worth telling whoever starts the server (printed by main.ts). */
  warnings: string[]
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration from the environment; throws a ConfigError that lists every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  const warnings: string[] = []
  let jwtSecret = e.JWT_SECRET ?? DEV_JWT_SECRET
  if (production && jwtSecret === DEV_JWT_SECRET) {
    if (e.JWT_SECRET)
      throw new ConfigError(
        'Invalid configuration:\n  JWT_SECRET: the development secret is refused in production',
      )
    jwtSecret = randomBytes(32).toString('base64url')
    warnings.push('JWT_SECRET is not set: using a random secret for this process; tokens end when it stops.')
  }
  if (production && !e.SMTP_URL)
    warnings.push('SMTP_URL is not set: e-mail is kept in the outbox table, not sent.')
  if (production && !e.ADDRESS_LOOKUP_URL)
    warnings.push('ADDRESS_LOOKUP_URL is not set: addresses are looked up in the local demo register only.')
  if (production && !e.COMPANY_LOOKUP_URL)
    warnings.push('COMPANY_LOOKUP_URL is not set: companies are looked up in the local demo register only.')
  const stripeMissing = e.STRIPE_SECRET_KEY
    ? (['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !e[name])
    : []
  if (stripeMissing.length > 0) {
    const lines = stripeMissing.map((name) => `  ${name}: required when STRIPE_SECRET_KEY is set`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const appEnv = e.APP_ENV ?? (production ? 'production' : 'development')
  const testControls = e.TEST_CONTROLS === '1' || e.TEST_CONTROLS === 'true'
  if (testControls && appEnv === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  TEST_CONTROLS: refused with APP_ENV production (set APP_ENV=qa to run the path tests)',
    )
  if (testControls)
    warnings.push('TEST_CONTROLS is on: a cookie can force any route to fail. Never on a public server.')
  if (production && !e.STRIPE_SECRET_KEY)
    warnings.push(
      'STRIPE_SECRET_KEY is not set: identity verification and payments use the local stand-ins; no money moves and every identity submission is verified.',
    )
  const exposeOutbox = e.EXPOSE_DEV_OUTBOX === '1' || e.EXPOSE_DEV_OUTBOX === 'true'
  if (production && exposeOutbox) {
    warnings.push('EXPOSE_DEV_OUTBOX is on: /dev/outbox shows every sign-in link. Never on a public server.')
  }
  // The port people open: Vite's under `npm run dev`, else this server's (none when chosen at random).
  const publicPort = e.DEV_PUBLIC_PORT ?? e.PORT
  const partnerOrigin = (
    e.PARTNER_ORIGIN ?? `http://{partner}.localhost${publicPort ? `:${publicPort}` : ''}`
  ).replace(/\/$/, '')
  const partnerDomains = [
    ...new Set([domainOf(partnerOrigin), ...(e.PARTNER_DOMAINS?.toLowerCase().split(',') ?? [])]),
  ]
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === 'memory' ? 'memory' : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    production,
    appEnv,
    staticDir: path.resolve(e.STATIC_DIR),
    serverBundle: path.resolve(e.SERVER_BUNDLE),
    sentryDsn: e.SENTRY_DSN,
    release: e.SENTRY_RELEASE ?? buildRelease(path.resolve(e.STATIC_DIR)),
    jwtSecret,
    logLevel: e.LOG_LEVEL ?? 'info',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    magicLinkTtl: e.MAGIC_LINK_TTL,
    magicLinkIpLimit: e.MAGIC_LINK_IP_LIMIT,
    trustedProxyHeader: e.TRUSTED_PROXY_HEADER?.toLowerCase(),
    professionAssistantUrl: e.PROFESSION_ASSISTANT_URL,
    professionAssistantKey: e.PROFESSION_ASSISTANT_KEY,
    professionAssistantModel: e.PROFESSION_ASSISTANT_MODEL,
    supportAssistantUrl: e.SUPPORT_ASSISTANT_URL,
    supportAssistantKey: e.SUPPORT_ASSISTANT_KEY,
    supportAssistantModel: e.SUPPORT_ASSISTANT_MODEL,
    addressLookupUrl: e.ADDRESS_LOOKUP_URL,
    addressLookupKey: e.ADDRESS_LOOKUP_KEY,
    companyLookupUrl: e.COMPANY_LOOKUP_URL,
    companyLookupKey: e.COMPANY_LOOKUP_KEY,
    vehicleRegisterUrl: e.VEHICLE_REGISTER_URL,
    vehicleRegisterKey: e.VEHICLE_REGISTER_KEY,
    lookupRateLimit: e.LOOKUP_RATE_LIMIT,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeConnectedAccount: e.STRIPE_CONNECTED_ACCOUNT,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
    localDebitDelayMs: e.LOCAL_DEBIT_DELAY_MS,
    invoiceRunSchedule: e.INVOICE_RUN_SCHEDULE === 'off' ? null : e.INVOICE_RUN_SCHEDULE,
    localIdentityDelayMs: e.LOCAL_IDENTITY_DELAY_MS,
    localIdentityOutcomes:
      !production || e.LOCAL_IDENTITY_OUTCOMES === '1' || e.LOCAL_IDENTITY_OUTCOMES === 'true',
    testControls,
    demoCounts: e.DEMO_COUNTS ? e.DEMO_COUNTS === '1' || e.DEMO_COUNTS === 'true' : !e.DATABASE_URL,
    // The outbox holds sign-in links: a production server shows it only when told to (end-to-end tests).
    // (/journeys is served everywhere: the page itself lets in only development builds and partner admins.)
    devOnlyPaths: exposeOutbox ? [] : ['/dev'],
    partnerOrigin,
    partnerDomains,
    adminCookieDomain: e.ADMIN_COOKIE_DOMAIN?.replace(/^\./, '').toLowerCase(),
    brokerQuoteUrl: e.BROKER_QUOTE_URL,
    warnings,
  }
}
