import { TRENGO_SCRIPT } from '../../api/contract/live-chat'
import { pageNonce } from '../ui/page-nonce'
import { HIDE_AFTER_MS } from './support-panel'

/** The element the widget draws itself in. */
const WIDGET_ID = 'trengo-web-widget'

interface TrengoWidgetApi {
  open(channel: 'chat'): void
}
interface TrengoGlobal {
  key?: string
  contact_data?: { name?: string; email?: string }
  on_ready?: () => void
  on_close?: () => void
  Api?: { Widget: TrengoWidgetApi }
}
declare global {
  interface Window {
    Trengo?: TrengoGlobal
  }
}

const widget = (doc: Document) => doc.getElementById(WIDGET_ID)

/**
 * Opens the partner's Trengo live chat (core §4), loading the widget on first use with the page's nonce (what
 * the vendor's inline snippet does, from the app's own code, so the CSP needs no inline script) and
 * handing it the customer's name and e-mail when known. Closed, it hides one second later; opened again,
 * it shows.
 */
export function openTrengo(
  key: string,
  contact: { name?: string; email?: string },
  doc: Document = document,
) {
  const open = () => {
    widget(doc)?.style.removeProperty('display')
    window.Trengo?.Api?.Widget.open('chat')
  }
  if (window.Trengo?.Api) return open()
  window.Trengo = {
    ...window.Trengo,
    key,
    contact_data: contact,
    on_ready: open,
    on_close: () =>
      setTimeout(() => {
        const element = widget(doc)
        if (element) element.style.display = 'none'
      }, HIDE_AFTER_MS),
  }
  if (doc.querySelector(`script[src="${TRENGO_SCRIPT}"]`)) return
  const script = doc.createElement('script')
  script.async = true
  script.src = TRENGO_SCRIPT
  const nonce = pageNonce(doc)
  if (nonce) script.nonce = nonce
  doc.head.append(script)
}
