import { randomBytes } from 'node:crypto'
import path from 'node:path'
import * as z from 'zod'
import { appEnvSchema, type AppEnv } from '../contract/partner'

/** Used when JWT_SECRET is not set outside production. Refused in production. */
export const DEV_JWT_SECRET = 'verzekerd-development-secret-do-not-use-in-production'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const optionalText = z
  .string()
  .transform((s) => s.trim())
  .optional()
  .transform((s) => (s ? s : undefined))

/** A lifetime in seconds, at most a year. */
const seconds = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(365 * 24 * 60 * 60)
    .default(fallback)

/** A service endpoint: http(s) and a URL that parses. */
const httpUrl = z
  .string()
  .regex(/^https?:\/\/\S+$/, 'must start with http:// or https://')
  .refine((url) => URL.canParse(url), 'must be a URL')

const PARTNER_ORIGIN_RULE = 'must be http(s)://{partner}.<domain>[:port], e.g. https://{partner}.verzekerd.nl'

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  NODE_ENV: optionalText,
  APP_ENV: optionalText.pipe(z.enum(appEnvSchema.options).optional()),
  STATIC_DIR: z.string().min(1).default('./dist'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Verzekerd <no-reply@verzekerd.localhost>'),
  ACCESS_TOKEN_TTL: seconds(15 * 60),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 60 * 60),
  MAGIC_LINK_TTL: seconds(10 * 60),
  MAGIC_LINK_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  TRUSTED_PROXY_HEADER: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/i, 'must be a header name, e.g. x-forwarded-for')
      .optional(),
  ),
  EXPOSE_DEV_OUTBOX: optionalText.pipe(z.enum(['0', '1', 'false', 'true']).optional()),
  PROFESSION_ASSISTANT_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must start with http:// or https://')
      .optional(),
  ),
  PROFESSION_ASSISTANT_KEY: optionalText,
  PROFESSION_ASSISTANT_MODEL: optionalText.pipe(z.string().default('gpt-4o-mini')),
  ADDRESS_LOOKUP_URL: optionalText.pipe(httpUrl.optional()),
  ADDRESS_LOOKUP_KEY: optionalText,
  COMPANY_LOOKUP_URL: optionalText.pipe(httpUrl.optional()),
  COMPANY_LOOKUP_KEY: optionalText,
  VEHICLE_REGISTER_URL: optionalText.pipe(httpUrl.optional()),
  VEHICLE_REGISTER_KEY: optionalText,
  LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_CONNECTED_ACCOUNT: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(httpUrl.default('https://api.stripe.com')),
  LOCAL_DEBIT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  INVOICE_RUN_SCHEDULE: z
    .string()
    .regex(/^(off|\S+( \S+){4})$/, 'a cron expression of five fields, or off')
    .default('7 * * * *'),
  LOCAL_IDENTITY_OUTCOMES: optionalText.pipe(z.enum(['0', '1', 'false', 'true']).optional()),
  TEST_CONTROLS: optionalText.pipe(z.enum(['0', '1', 'false', 'true']).optional()),
  DEMO_COUNTS: optionalText.pipe(z.enum(['0', '1', 'false', 'true']).optional()),
  LOCAL_IDENTITY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  PARTNER_ORIGIN: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/\{partner\}\.[a-z0-9.-]+[a-z0-9](:\d{1,5})?\/?$/i, PARTNER_ORIGIN_RULE)
      .optional(),
  ),
  PARTNER_DOMAINS: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, 'must be host names separated by commas')
      .optional(),
  ),
  ADMIN_COOKIE_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name, e.g. verzekerd.nl')
      .optional(),
  ),
  /** Where a cleared broker session goes (core §4); `{partner}` is replaced by the partner's slug. */
  BROKER_QUOTE_URL: optionalText.pipe(httpUrl.optional()),
  /** Set by `npm run dev`: the port people open (Vite's), which proxies to this server's. */
  DEV_PUBLIC_PORT: optionalText.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(65535).optional(),
  ),
})

/** The host name of a partner origin template without its `{partner}.` label: the partners' domain. */
const domainOf = (template: string) => new URL(template.replace('{partner}', 'x')).hostname.slice(2)

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
