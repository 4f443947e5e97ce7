import {
  DEFAULT_RUNTIME_CONFIG,
  RUNTIME_CONFIG_ELEMENT_ID,
  runtimeConfigSchema,
  type RuntimeConfig,
} from '../../api/contract/runtime-config'

let cached: RuntimeConfig | undefined

/**
 * The server's run-time configuration written into this page (api/contract/runtime-config.ts). A page without
 * it, or with one that does not parse, runs as development with nothing reported: never a failed boot.
 */
export function runtimeConfig(doc: Document = document): RuntimeConfig {
  if (doc === document && cached) return cached
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent ?? ''
  let found: RuntimeConfig = DEFAULT_RUNTIME_CONFIG
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text))
    if (parsed.success) found = parsed.data
  } catch {
    // Not JSON (the dev server's empty element): the defaults.
  }
  if (doc === document) cached = found
  return found
}

/** Whether analytics runs for real: only in production are events unmasked and a tag manager loaded. */
export const isProductionSite = (config: RuntimeConfig = runtimeConfig()): boolean =>
  config.app_env === 'production'
