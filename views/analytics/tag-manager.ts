import { TAG_MANAGER_ORIGIN } from '../../api/contract/tag-manager'
import { pageNonce } from '../ui/page-nonce'

/**
 * Loads the partner's Google Tag Manager container once (docs/partner-settings.md): what the vendor's
 * inline snippet does, from the app's own script, so the CSP needs no 'unsafe-inline'. The container's
 * script gets the page's nonce, which the tag manager passes on to the tags it adds. The data layer is the
 * one `track` (./data-layer.ts) pushes the funnel's events to.
 */
export function loadTagManager(id: string, doc: Document = document): void {
  if (doc.querySelector(`script[data-tag-manager="${CSS.escape(id)}"]`)) return
  const layer = (window.dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = doc.createElement('script')
  script.async = true
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`
  script.dataset.tagManager = id
  const nonce = pageNonce(doc)
  if (nonce) script.nonce = nonce
  doc.head.append(script)
}
