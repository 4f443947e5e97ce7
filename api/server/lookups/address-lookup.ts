import * as z from 'zod'
import { formatPostalCode, type AddressLookupQuery, type AddressLookupResponse } from '../../contract/lookups'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { SEEDED_STREETS, type SeededStreet } from './address-data'
import { getJson, LookupUnavailableError, reportingFailures, type RemoteOptions } from './remote'

/**
 * Finds the Dutch address at a postal code and house number (forms §5 address lookup). Answers null when
 * there is none; throws a LookupUnavailableError when the service behind it fails.
 */
export interface AddressLookup {
  find(query: AddressLookupQuery, signal?: AbortSignal): Promise<AddressLookupResponse | null>
}

/** Additions compare without case, spaces and hyphens: `A-2`, `a 2` and `A2` are one. */
const additionKey = (addition: string) => addition.toLowerCase().replace(/[ -]/g, '')

/**
 * The local register (address-data.ts): any house number in a seeded street's range resolves, with the
 * addition as given (the register does not list additions); anything else is not found.
 */
export function createLocalAddressLookup(streets: readonly SeededStreet[] = SEEDED_STREETS): AddressLookup {
  const byPostalCode = new Map<string, SeededStreet[]>()
  for (const s of streets) byPostalCode.set(s.postalCode, [...(byPostalCode.get(s.postalCode) ?? []), s])
  return {
    async find({ postal_code, house_number, house_number_addition }) {
      const number = Number(house_number)
      const street = byPostalCode.get(postal_code)?.find((s) => s.from <= number && number <= s.to)
      if (!street) return null
      return {
        street: street.street,
        house_number: String(number),
        house_number_addition: house_number_addition ?? null,
        postal_code: street.postalCode,
        city: street.city,
        municipality: street.municipality,
        province: street.province,
      }
    },
  }
}

/** One address of a PDOK Locatieserver answer (`type:adres`, BAG field names). */
const pdokAddressSchema = z.object({
  straatnaam: z.string().min(1),
  huisnummer: z.coerce.number().int(),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string(),
  woonplaatsnaam: z.string().min(1),
  gemeentenaam: z.string().min(1),
  provincienaam: z.string().min(1),
})
const pdokResponseSchema = z.object({ response: z.object({ docs: z.array(z.unknown()) }) })

/** `1A-2` style: the letter, then the suffix after a hyphen. */
const additionOf = ({ huisletter, huisnummertoevoeging }: z.infer<typeof pdokAddressSchema>) =>
  [huisletter, huisnummertoevoeging].filter((part) => part?.trim()).join('-') || null

/**
 * The PDOK Locatieserver free search (`https://api.pdok.nl/bzk/locatieserver/search/v3_1/free`) or a
 * service of the same shape. Asks `q=postcode:1012LG and huisnummer:1` with `fq=type:adres`, then keeps
 * only documents of exactly that postal code and number (the query is scored, not filtered). With an
 * addition, the address with that addition; without one, the address without an addition, else the
 * first. A key, when given, goes as a bearer token. Failures are logged without the query.
 */
export function createPdokAddressLookup(options: RemoteOptions, logger: Logger): AddressLookup {
  const headers: Record<string, string> = options.key ? { Authorization: `Bearer ${options.key}` } : {}
  const endpoint = new URL(options.url)
  const where = `${endpoint.origin}${endpoint.pathname}`

  async function ask(query: AddressLookupQuery, signal: AbortSignal | undefined) {
    const compact = query.postal_code.replace(' ', '')
    const params = {
      q: `postcode:${compact} and huisnummer:${query.house_number}`,
      fq: 'type:adres',
      rows: '50',
    }
    const parsed = pdokResponseSchema.safeParse(await getJson(options, params, headers, { signal }))
    if (!parsed.success) throw new LookupUnavailableError('an answer of another shape')
    const number = Number(query.house_number)
    const found: AddressLookupResponse[] = []
    for (const doc of parsed.data.response.docs) {
      const address = pdokAddressSchema.safeParse(doc)
      if (!address.success) continue
      const a = address.data
      const postalCode = formatPostalCode(a.postcode)
      if (postalCode !== query.postal_code || a.huisnummer !== number) continue
      found.push({
        street: a.straatnaam,
        house_number: String(a.huisnummer),
        house_number_addition: additionOf(a),
        postal_code: postalCode,
        city: a.woonplaatsnaam,
        municipality: a.gemeentenaam,
        province: a.provincienaam,
      })
    }
    const wanted = query.house_number_addition
    if (wanted)
      return found.find((a) => additionKey(a.house_number_addition ?? '') === additionKey(wanted)) ?? null
    return found.find((a) => a.house_number_addition === null) ?? found[0] ?? null
  }

  return { find: reportingFailures('address lookup', where, logger, ask) }
}

/** PDOK-shaped remote lookup when ADDRESS_LOOKUP_URL is set; else the local seeded register. */
export function createAddressLookup(
  config: Pick<Config, 'addressLookupUrl' | 'addressLookupKey'>,
  logger: Logger,
  remote: Partial<Pick<RemoteOptions, 'timeoutMs' | 'fetch'>> = {},
): AddressLookup {
  if (!config.addressLookupUrl) return createLocalAddressLookup()
  return createPdokAddressLookup(
    { url: config.addressLookupUrl, key: config.addressLookupKey, ...remote },
    logger,
  )
}
