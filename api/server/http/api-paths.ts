/**
 * Every path prefix the API answers. The SPA fallback never answers these, and an unknown path under
 * one of them is a JSON 404. Add the prefix of a new route here (the only list).
 */
export const API_PREFIXES = [
  '/partners',
  '/healthz',
  '/color-key-pairs',
  '/admin',
  '/client-errors',
  '/ws',
  '/auth',
  '/jwt',
  '/users',
  '/professions',
  '/magic-link',
  '/cart-item',
  '/address-lookup',
  '/company-lookup',
  '/questions',
  '/answers',
  '/identity-verification',
  '/stripe',
  '/insurance-products',
  '/quiz',
  '/quiz-result',
  '/aov',
  '/inbox',
  '/documents',
  '/addresses',
  '/additional-answer-details',
  '/allianz',
  '/surveys',
  '/invoices',
  '/payments',
  '/api',
  '/dev',
] as const

/** True for `/prefix` and `/prefix/...`, not for `/prefix.html` or `/prefixes`. */
export const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => underPrefix(path, prefix))
