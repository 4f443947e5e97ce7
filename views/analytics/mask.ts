/** What replaces a masked text: fixed, so not even the length of a name or a search term shows. */
export const MASK = '***'

/**
 * The fields whose text is kept outside production: event names, product data (the GA4 item fields) and
 * the codes the site itself chooses (button, step, flow and checkout groups, outcome, payment type,
 * support channel, which question was answered). Everything else (names, e-mail, search terms, answers,
 * a profession described in the customer's own words) is masked. An allow-list on purpose: a field
 * someone adds later is masked until it is put here.
 */
const KEPT_TEXT = new Set([
  'event',
  // GA4 e-commerce and its items.
  'currency',
  'transaction_id',
  'payment_type',
  'item_id',
  'item_name',
  'item_category',
  'item_list_id',
  'item_list_name',
  // The site's own codes.
  'button',
  'mode',
  'step',
  'flow',
  'groups',
  'outcome',
  'channel',
  'quiz_action',
  'question_key',
  'question_type',
])

/** Even under a kept field: text that is an e-mail address is never kept. */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/

function maskValue(key: string | null, value: unknown): unknown {
  if (typeof value === 'string')
    return key !== null && KEPT_TEXT.has(key) && !EMAIL.test(value) ? value : MASK
  // An array's entries are what its field names (a list of answers stays a list of answers).
  if (Array.isArray(value)) return value.map((entry) => maskValue(key, entry))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValue(k, v)]))
  // Numbers, booleans and null: counts, prices, ids, scores, flags. No typed answer is sent as a number
  // (funnel_select carries only the key of a chosen option).
  return value
}

/**
 * An event's data as it may leave the page outside production (core §7 "analytics text is masked unless
 * production"): every text masked except under the fields of KEPT_TEXT, at any depth. Pure; the input is
 * not changed.
 */
export function maskEventData(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return maskValue(null, data) as Record<string, unknown>
}
