import type { RuntimeConfig } from './runtime-config'
import * as z from 'zod/mini'
import { localeSchema, type Locale } from './common'
import { partnerSchema, type Partner } from './partner'

/**
 * The first HTML of a page rendered on the server (issue 26): what views/entry-server.tsx `renderPage`
 * answers and api/server/http/page-render.ts writes into index.html.
 */
export interface RenderedPage {
  /** The app as the browser's first render makes it, for `#root`. */
  html: string
  /** 404 for a path no route has. */
  status: 200 | 404
  /** The page's title, "<page> | <partner>", as the browser sets it. */
  title: string
  /** The partner's colours and font as CSS variables (the browser's applyPartnerTheme sets the same). */
  cssVariables: Record<string, string>
  /** The ids of the routes it rendered (`__root__`, `/welcome`): their code is fetched with the app's. */
  routes?: string[]
}

/** Renders a path of a partner's site in a language, its inline script under the page's CSP `nonce`. */
export type RenderPage = (
  path: string,
  partner: Partner,
  locale: Locale,
  nonce?: string,
  /** The run-time configuration the page carries: the render reads what the browser will read. */
  runtime?: RuntimeConfig,
) => Promise<RenderedPage>

/**
 * The partner and language a page was rendered in, written into the page as
 * `<script id="partner-data" type="application/json">`: the browser paints with it and asks
 * `GET /partners` only to refresh.
 */
export const renderedPageSchema = z.object({ partner: partnerSchema, locale: localeSchema })
export type RenderedPageData = z.infer<typeof renderedPageSchema>
export const PARTNER_DATA_ELEMENT_ID = 'partner-data'
/** The style element with the partner's colours as CSS variables, until the page applies its own. */
export const PARTNER_THEME_ELEMENT_ID = 'partner-theme'

/**
 * What the visitor sent before the page's code took over the server's HTML (views/platform/early-input.ts):
 * the global the page's inline script keeps it in.
 */
export const EARLY_INPUT_GLOBAL = '__earlyInput'
/** The start of the key React keeps an element's fiber under: set once React owns (has hydrated) it. */
export const REACT_FIBER_KEY = '__reactFiber$'
