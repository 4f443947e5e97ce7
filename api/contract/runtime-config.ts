import * as z from 'zod/mini'
import { appEnvSchema } from './partner'

/**
 * What the browser needs to know of the server's configuration, read at run time so one build serves every
 * environment (ARCHITECTURE "First paint and operations"). The server writes it into each page it serves, in
 * `<script id="runtime-config" type="application/json">` (api/server/http/static.ts); data, not a script, so
 * the CSP needs nothing for it.
 */
export const runtimeConfigSchema = z.object({
  /** The feature-flag and analytics environment: events are masked and no tag manager loads unless production. */
  app_env: appEnvSchema,
  /** The error-reporting DSN; null: nothing is reported anywhere. */
  sentry_dsn: z.nullable(z.string()),
  /** The build's commit, as the error reports' release; null when the build did not know it. */
  release: z.nullable(z.string()),
})
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

/** What a page without the server's answer (the Vite dev server, a corrupted page) runs with. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  app_env: 'development',
  sentry_dsn: null,
  release: null,
}

/** The id of the page's runtime-config element. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config'
