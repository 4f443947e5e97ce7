import {
  asRuntimeConfig,
  DEFAULT_RUNTIME_CONFIG,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
} from '../../api/contract/runtime-config'
import { readPageData } from './page-data'

let cached: RuntimeConfig | undefined
/** Rendering on the server: the configuration the page will carry (renderPage sets it). */
let rendering: RuntimeConfig | undefined

/**
 * On the server, before a page's render: the configuration that page carries, so the render reads what the
 * browser will (a partner's cookie banner shows only in production: the same on both sides, or React
 * draws the whole page anew). Renders run one at a time to their end, as the texts' language does.
 */
export function renderWithRuntimeConfig(config: RuntimeConfig | undefined): void {
  rendering = config
}

/**
 * The server's run-time configuration written into this page (api/contract/runtime-config.ts). A page without
 * it, or with one that does not parse, runs as development with nothing reported: never a failed boot.
 */
export function runtimeConfig(doc: Document | undefined = globalThis.document): RuntimeConfig {
  // Rendered on the server (issue 26): the page's configuration; effects (reports, the tag manager) never
  // run there.
  if (!doc) return rendering ?? DEFAULT_RUNTIME_CONFIG
  const thisPage = doc === globalThis.document
  if (thisPage && cached) return cached
  // Not there, or not JSON (the dev server's empty element): the defaults.
  const found = readPageData(doc, RUNTIME_CONFIG_ELEMENT_ID, asRuntimeConfig) ?? DEFAULT_RUNTIME_CONFIG
  if (thisPage) cached = found
  return found
}

/** Whether analytics runs for real: only in production are events unmasked and a tag manager loaded. */
export const isProductionSite = (config: RuntimeConfig = runtimeConfig()): boolean =>
  config.app_env === 'production'
