/** Trengo's widget loader, the vendor's embed script (views/support/trengo.ts loads it on first use). */
export const TRENGO_SCRIPT = 'https://static.widget.trengo.eu/embed.js'

/**
 * The hosts a page with the Trengo live chat talks to, per CSP directive: the loader and the widget's own
 * scripts, its API and socket, and the frame it draws in. Allowed only on pages of a partner with a
 * `trengo_key` (core §3); images are already allowed from any https host.
 */
export const LIVE_CHAT_SOURCES = {
  script: ['https://static.widget.trengo.eu', 'https://cdn.widget.trengo.eu'],
  connect: ['https://*.trengo.eu', 'wss://*.trengo.eu'],
  frame: ['https://*.trengo.eu'],
} as const
