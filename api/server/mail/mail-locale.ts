import type { Context } from 'hono'
import { localeFromAcceptLanguage, type Locale } from '../../contract/common'

/** The e-mail's language: the one the browser asks for when the partner offers it, else the partner's. */
export function mailLocale(
  c: Context,
  partner: { languages: readonly Locale[]; default_language: Locale },
): Locale {
  const header = c.req.header('accept-language')
  const asked = localeFromAcceptLanguage(header)
  return header && partner.languages.includes(asked) ? asked : partner.default_language
}
