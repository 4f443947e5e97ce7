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
})

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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === 'memory' ? 'memory' : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    production,
    appEnv: e.APP_ENV ?? (production ? 'production' : 'development'),
    staticDir: path.resolve(e.STATIC_DIR),
    jwtSecret,
    logLevel: e.LOG_LEVEL ?? 'info',
    devOnlyPaths: ['/journeys'],
    warnings,
  }
}
