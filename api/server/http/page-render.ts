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
 * The page's first inline script, before its HTML. Until the app owns a form (React has hydrated and
 * committed it) and has been handed what was typed into it (`ready`), a sending would reload the page, or
 * reach the app's handler before the typed text has reached its state: the sending waits (neither the
 * browser nor the app gets it), and the app sends it again once it can (views/platform/early-input.ts).
 * A button the app does not own yet does nothing when pressed (a menu, the language): it is noted, and
 * the app presses it once it owns it. Neither reaches React meanwhile: React may hydrate the button at
 * once for the press and handle it, and the second press would undo the first (a menu open and closed).
 */
export const EARLY_INPUT_SCRIPT =
  `(function(){var w=window.${EARLY_INPUT_GLOBAL}={forms:[],clicks:[],own:own,ready:new WeakSet()};` +
  // React owns the element (EarlyInput.own in views/platform/early-input.ts): its fiber is in the committed
  // tree, as react-dom's getNearestMountedFiber reads it. Neither it nor a new ancestor waits to be placed
  // or hydrated (Placement | Hydrating, 2 | 4096), and its chain ends at the root (HostRoot, tag 3).
  `function own(n){var k=Object.keys(n).filter(function(k){return k.indexOf('${REACT_FIBER_KEY}')===0})[0],` +
  `f=k&&n[k],m=f;if(!f)return false;for(;f&&!f.alternate;f=f.return){if(f.flags&4098)return false;m=f}` +
  `for(;m.return;)m=m.return;return m.tag===3}` +
  `document.addEventListener('submit',function(e){var f=e.target;if((w.done||w.ready.has(f))&&own(f))return;` +
  `e.preventDefault();e.stopPropagation();if(w.forms.indexOf(f)<0)w.forms.push(f)},true);` +
  `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');` +
  `if(!b||b.type==='submit'||own(b))return;e.stopPropagation();if(w.clicks.indexOf(b)<0)w.clicks.push(b)},true)})()`

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g

/**
 * The app's scripts load after the server's page has painted, not with it (issue 26 item 1). Fetched with
 * the page, 160 KB of scripts share a slow line with its 16 KB of styles, and the page the server already
 * drew paints only once both have arrived. So the build's module script and its preloads become a loader
 * that adds them once the first contentful paint is reported (PerformanceObserver 'paint'), or after 3 s
 * where that never comes (a tab in the background, a browser without paint timing). What is typed or
 * pressed before the app runs is kept (EARLY_INPUT_SCRIPT). `routeScripts`: the rendered routes' own
 * scripts (route-chunks.ts), preloaded with the entry's. A page without the build's script is kept.
 */
export function withScriptsAfterFirstPaint(
  page: string,
  nonce: string,
  routeScripts: readonly string[] = [],
): string {
  const entry = MODULE_SCRIPT.exec(page)?.[1]
  if (!entry) return page
  const preloads = [
    ...new Set([...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!).concat(routeScripts)),
  ]
  const loader =
    `(function(){var d=document,n=0;function go(){if(n++)return;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.nonce=${JSON.stringify(nonce)};` +
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `try{new PerformanceObserver(function(l){if(l.getEntries().some(function(e){` +
    `return e.name==='first-contentful-paint'}))setTimeout(go)}).observe({type:'paint',buffered:true})}` +
    `catch(e){go()}setTimeout(go,3000)})()`
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, () => `<script nonce="${nonce}">${loader}</script>`)
}

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
  routeScripts: readonly string[] = [],
): string {
  const variables = Object.entries(rendered.cssVariables)
    .map(([name, value]) => `${name}:${value.replaceAll('<', '')}`)
    .join(';')
  const data = JSON.stringify({ partner, locale } satisfies RenderedPageData).replaceAll('<', '\\u003c')
  const primary = rendered.cssVariables['--partner-primary']
  return withScriptsAfterFirstPaint(
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
      ),
    nonce,
    routeScripts,
  )
}
