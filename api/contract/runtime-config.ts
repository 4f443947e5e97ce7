import { isRecord, isTextOrNull } from './plain-checks'

/**
 * What the browser needs to know of the server's configuration, read at run time so one build serves every
 * environment (ARCHITECTURE "First paint and operations"). The server writes it into each page it serves, in
 * `<script id="runtime-config" type="application/json">` (api/server/http/static.ts); data, not a script, so
 * the CSP needs nothing for it. Its schema is in page-data.ts: the first page reads it without zod.
 */
export interface RuntimeConfig {
  /** The feature-flag and analytics environment: events are masked and no tag manager loads unless production. */
  app_env: AppEnv
  /** The error-reporting DSN; null: nothing is reported anywhere. */
  sentry_dsn: string | null
  /** The build's commit, as the error reports' release; null when the build did not know it. */
  release: string | null
}

/** The environments feature flags are evaluated for. */
export const APP_ENVS = ['development', 'qa', 'stage', 'production'] as const
export type AppEnv = (typeof APP_ENVS)[number]

/** What a page without the server's answer (the Vite dev server, a corrupted page) runs with. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  app_env: 'development',
  sentry_dsn: null,
  release: null,
}

/** The id of the page's runtime-config element. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config'

/** The configuration when the value (parsed JSON) is one, else null: what runtimeConfigSchema accepts. */
export function asRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (!isRecord(value)) return null
  const { app_env, sentry_dsn, release } = value
  if (
    !(APP_ENVS as readonly unknown[]).includes(app_env) ||
    !isTextOrNull(sentry_dsn) ||
    !isTextOrNull(release)
  )
    return null
  return {
    app_env: app_env as AppEnv,
    sentry_dsn: sentry_dsn as string | null,
    release: release as string | null,
  }
}
