/** Vite's stand-in for the nonce; the server swaps in a real one per page (api/server/http/static.ts). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/**
 * The page's CSP nonce, from the tag Vite writes (`<meta property="csp-nonce" nonce=…>`), for scripts the
 * app adds itself (a tag manager, a chat widget). Browsers hide a nonce attribute's value from CSS and
 * getAttribute; the `nonce` property still reads it.
 */
export function pageNonce(doc: Document = document): string | null {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? ''
  return nonce && nonce !== NONCE_PLACEHOLDER ? nonce : null
}
