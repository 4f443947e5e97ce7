import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { Locale } from '../../contract/common'
import type { Partner } from '../../contract/partner'
import {
  EARLY_INPUT_GLOBAL,
  REACT_FIBER_KEY,
  PARTNER_DATA_ELEMENT_ID,
  PARTNER_THEME_ELEMENT_ID,
  type RenderedPage,
  type RenderedPageData,
  type RenderPage,
} from '../../contract/rendered-page'
import type { Logger } from '../logger'

/**
 * The server bundle's `renderPage` (`npm run build` writes it to dist-server), loaded on the first page;
 * null without one (a build without it, development), and the pages are then served empty as before.
 */
export function loadRenderer(bundle: string, logger: Logger): () => Promise<RenderPage | null> {
  let loaded: Promise<RenderPage | null> | undefined
  return () =>
    (loaded ??= existsSync(bundle)
      ? import(pathToFileURL(bundle).href).then(
          (module: { renderPage: RenderPage }) => module.renderPage,
          (error: unknown) => {
            logger.error(`the server render bundle ${bundle} does not load: pages are served empty`, error)
            return null
          },
        )
      : Promise.resolve(null))
}

/**
 * The page's first inline script, before its HTML. Until the app owns a form (React has hydrated it and
 * keeps its fiber on the element), sending it would reload the page and lose what was typed: the sending
 * waits, and the app sends it again once it can (views/platform/early-input.ts takeOverEarlyInput).
 * A button the app does not own yet does nothing when pressed (a menu, the language): it is noted, and
 * the app presses it once it owns it.
 */
export const EARLY_INPUT_SCRIPT =
  `(function(){var w=window.${EARLY_INPUT_GLOBAL}={forms:[],clicks:[]};` +
  `function own(n){return Object.keys(n).some(function(k){return k.indexOf('${REACT_FIBER_KEY}')===0})}` +
  `document.addEventListener('submit',function(e){var f=e.target;if(own(f))return;` +
  `e.preventDefault();if(w.forms.indexOf(f)<0)w.forms.push(f)},true);` +
  `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');` +
  `if(!b||b.type==='submit'||own(b))return;if(w.clicks.indexOf(b)<0)w.clicks.push(b)},true)})()`

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * index.html with the rendered page in `#root`, its title, language and theme colour, the partner's colours
 * as CSS variables (before the first paint, so nothing unthemed shows), and the partner as JSON for the
 * browser (`<` escaped: no text in it can close the element).
 */
export function withRenderedPage(
  page: string,
  rendered: RenderedPage,
  partner: Partner,
  locale: Locale,
  nonce: string,
): string {
  const variables = Object.entries(rendered.cssVariables)
    .map(([name, value]) => `${name}:${value.replaceAll('<', '')}`)
    .join(';')
  const data = JSON.stringify({ partner, locale } satisfies RenderedPageData).replaceAll('<', '\\u003c')
  const primary = rendered.cssVariables['--partner-primary']
  return (
    page
      // Functions, not strings, as replacements: a `$&` in a text would otherwise be a pattern.
      .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(rendered.title)}</title>`)
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        () => `<meta name="theme-color" content="${escapeText(primary ?? '#ffffff')}"`,
      )
      .replace(
        '</head>',
        () =>
          `<style id="${PARTNER_THEME_ELEMENT_ID}">:root{${variables}}</style>` +
          `<script nonce="${nonce}">${EARLY_INPUT_SCRIPT}</script></head>`,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.html}</div><script id="${PARTNER_DATA_ELEMENT_ID}" type="application/json" nonce="${nonce}">${data}</script>`,
      )
  )
}
