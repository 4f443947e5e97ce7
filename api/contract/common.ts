import * as z from 'zod/mini'
import { LOCALES } from './locales'
export { REQUEST_TIMEOUT_MS } from './timeouts'

export {
  ACCEPT_LANGUAGE,
  DEFAULT_ACCEPT_LANGUAGE,
  isLocale,
  localeFromAcceptLanguage,
  LOCALES,
  SOURCE_LOCALE,
  type Locale,
} from './locales'

export const localeSchema = z.enum(LOCALES)

/** A list answer, as the API wraps lists (`{ result: [...] }`). */
export const listOf = <T extends z.ZodMiniType>(item: T) => z.object({ result: z.array(item) })
