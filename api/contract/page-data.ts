import * as z from 'zod/mini'
import { localeSchema } from './common'
import { partnerSchema } from './partner'
import { APP_ENVS, type RuntimeConfig } from './runtime-config'
import type { RenderedPageData } from './rendered-page'

/**
 * The schemas of the data the server writes into each page (runtime-config.ts, rendered-page.ts). The
 * browser's first page checks them by hand (asRuntimeConfig, asRenderedPage) so that zod is not part of
 * it; test/unit/page-data.test.ts holds both checks to these schemas.
 */
export const runtimeConfigSchema = z.object({
  app_env: z.enum(APP_ENVS),
  sentry_dsn: z.nullable(z.string()),
  release: z.nullable(z.string()),
}) satisfies z.ZodMiniType<RuntimeConfig>

export const renderedPageSchema = z.object({
  partner: partnerSchema,
  locale: localeSchema,
}) satisfies z.ZodMiniType<RenderedPageData>
