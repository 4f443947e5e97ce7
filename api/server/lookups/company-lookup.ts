import * as z from 'zod'
import {
  COMPANY_LOOKUP_MAX_RESULTS,
  formatPostalCode,
  isKvkNumber,
  type Company,
  type CompanyLookupQuery,
} from '../../contract/lookups'
import { NL_POSTAL_CODE } from '../../contract/field-rules'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { SEEDED_COMPANIES, type SeededCompany } from './company-data'
import { getJson, LookupUnavailableError, reportingFailures, type RemoteOptions } from './remote'

/**
 * Searches the trade register (KvK) by KvK number or by name (forms §3 Company form). Answers at most 10
 * companies, best first; throws a LookupUnavailableError when the service behind it fails.
 */
export interface CompanyLookup {
  search(query: CompanyLookupQuery, signal?: AbortSignal): Promise<Company[]>
}

/** Lower case, no accents, words split on anything that is not a letter or digit. */
export const searchText = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

const fromSeed = (c: SeededCompany): Company => ({
  chamber_of_commerce_number: c.kvkNumber,
  company_name: c.name,
  street: c.street,
  house_number: c.houseNumber,
  house_number_addition: c.addition,
  postal_code: c.postalCode,
  city: c.city,
  country: 'Nederland',
})

/**
 * The local register (company-data.ts). A KvK number finds that company; a name finds the companies
 * whose name holds every word of it (case and accents aside): names that start with it first, then
 * names with a word that does, then the rest, each alphabetically.
 */
export function createLocalCompanyLookup(
  companies: readonly SeededCompany[] = SEEDED_COMPANIES,
): CompanyLookup {
  const indexed = companies.map((c) => ({ company: c, text: searchText(c.name) }))
  return {
    async search({ q }) {
      if (isKvkNumber(q))
        return indexed.filter((c) => c.company.kvkNumber === q).map((c) => fromSeed(c.company))
      const wanted = searchText(q)
      if (!wanted) return []
      const words = wanted.split(' ')
      const rankOf = (text: string) =>
        text.startsWith(wanted) ? 0 : ` ${text}`.includes(` ${wanted}`) ? 1 : 2
      return indexed
        .filter(({ text }) => words.every((w) => text.includes(w)))
        .map((c) => ({ ...c, rank: rankOf(c.text) }))
        .sort((a, b) => a.rank - b.rank || a.company.name.localeCompare(b.company.name, 'nl'))
        .slice(0, COMPANY_LOOKUP_MAX_RESULTS)
        .map((c) => fromSeed(c.company))
    },
  }
}

const text = z.string().trim().min(1).optional().catch(undefined)
/** One row of a KvK Zoeken API v2 answer: the legal entity or one of its branches. */
const kvkRowSchema = z.object({
  kvkNummer: z.string().regex(/^\d{8}$/),
  naam: z.string().trim().min(1),
  type: text,
  adres: z
    .object({
      binnenlandsAdres: z
        .object({
          straatnaam: text,
          huisnummer: z.coerce.number().int().positive().optional().catch(undefined),
          huisletter: text,
          huisnummerToevoeging: text,
          postcode: text,
          plaats: text,
        })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
})
type KvkRow = z.infer<typeof kvkRowSchema>
const kvkResponseSchema = z.object({ resultaten: z.array(z.unknown()) })

/** A row as a company; address parts only when there is a street (not a PO box or a foreign address). */
function fromKvk(row: KvkRow): Company {
  const a = row.adres?.binnenlandsAdres
  const street = a?.straatnaam ?? null
  const postalCode = a?.postcode && NL_POSTAL_CODE.test(a.postcode) ? formatPostalCode(a.postcode) : null
  return {
    chamber_of_commerce_number: row.kvkNummer,
    company_name: row.naam,
    street,
    house_number: street && a?.huisnummer ? String(a.huisnummer) : null,
    house_number_addition:
      (street && [a?.huisletter, a?.huisnummerToevoeging].filter(Boolean).join('-')) || null,
    postal_code: street ? postalCode : null,
    city: a?.plaats ?? null,
    country: 'Nederland',
  }
}

/** One company per KvK number, in the order they came: its main branch, else a row with a street. */
function perCompany(rows: KvkRow[]): KvkRow[] {
  const chosen = new Map<string, KvkRow>()
  const score = (r: KvkRow) =>
    r.type === 'hoofdvestiging' ? 2 : r.adres?.binnenlandsAdres?.straatnaam ? 1 : 0
  for (const row of rows) {
    const held = chosen.get(row.kvkNummer)
    if (!held || score(row) > score(held)) chosen.set(row.kvkNummer, row)
  }
  return [...chosen.values()]
}

/**
 * The KvK Zoeken API v2 (`https://api.kvk.nl/api/v2/zoeken`) or a service of the same shape:
 * `?kvkNummer=` or `?naam=`, the key in the `apikey` header. A 404 is "nothing found" (the KvK answers
 * no results that way); other failures are logged without the query and thrown.
 */
export function createKvkCompanyLookup(options: RemoteOptions, logger: Logger): CompanyLookup {
  const headers: Record<string, string> = options.key ? { apikey: options.key } : {}
  const endpoint = new URL(options.url)
  const where = `${endpoint.origin}${endpoint.pathname}`

  async function ask({ q }: CompanyLookupQuery, signal: AbortSignal | undefined): Promise<Company[]> {
    const params = { [isKvkNumber(q) ? 'kvkNummer' : 'naam']: q, pagina: '1', resultatenPerPagina: '30' }
    const body = await getJson(options, params, headers, { signal, empty: [404] })
    if (body === null) return []
    const parsed = kvkResponseSchema.safeParse(body)
    if (!parsed.success) throw new LookupUnavailableError('an answer of another shape')
    const rows = parsed.data.resultaten.flatMap((r) => {
      const row = kvkRowSchema.safeParse(r)
      return row.success ? [row.data] : []
    })
    const wanted = isKvkNumber(q) ? rows.filter((r) => r.kvkNummer === q) : rows
    return perCompany(wanted).slice(0, COMPANY_LOOKUP_MAX_RESULTS).map(fromKvk)
  }

  return { search: reportingFailures('company lookup', where, logger, ask) }
}

/** The KvK-shaped remote lookup when COMPANY_LOOKUP_URL is set; else the local seeded register. */
export function createCompanyLookup(
  config: Pick<Config, 'companyLookupUrl' | 'companyLookupKey'>,
  logger: Logger,
  remote: Partial<Pick<RemoteOptions, 'timeoutMs' | 'fetch'>> = {},
): CompanyLookup {
  if (!config.companyLookupUrl) return createLocalCompanyLookup()
  return createKvkCompanyLookup(
    { url: config.companyLookupUrl, key: config.companyLookupKey, ...remote },
    logger,
  )
}
