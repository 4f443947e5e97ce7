import * as z from 'zod'
import { appEnvSchema } from '../contract/partner'
import { parseSentryDsn } from './monitoring/dsn'

/**
 * The environment variables the server reads, as a zod schema (config.ts turns them into the Config):
 * every one is documented in docs/configuration.md.
 */

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

export const envSchema = z.object({
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
  /** The server render of the first HTML (`npm run build` writes it); absent: pages are served empty. */
  SERVER_BUNDLE: z.string().min(1).default('./dist-server/entry-server.js'),
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
  SUPPORT_ASSISTANT_URL: optionalText.pipe(httpUrl.optional()),
  SUPPORT_ASSISTANT_KEY: optionalText,
  SUPPORT_ASSISTANT_MODEL: optionalText.pipe(z.string().default('gpt-4o-mini')),
  SENTRY_DSN: optionalText.pipe(
    httpUrl
      .refine(
        (dsn) => parseSentryDsn(dsn) !== null,
        'must be a DSN: http(s)://<public key>@<host>/<project id>',
      )
      .optional(),
  ),
  SENTRY_RELEASE: optionalText,
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
export const domainOf = (template: string) => new URL(template.replace('{partner}', 'x')).hostname.slice(2)
