import { and, eq, inArray } from 'drizzle-orm'
import type { CarCover } from '../../contract/car'
import type { ListItem } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import { listItems } from '../cart/list-items'
import type { Database } from '../db/client'
import { carQuotes } from '../db/schema'

type Four = readonly [nl: string, en: string, fr: string, de: string]
const INDEX: Record<Locale, 0 | 1 | 2 | 3> = { nl: 0, en: 1, fr: 2, de: 3 }

const LABELS = {
  plate: ['Kenteken', 'Licence plate', 'Immatriculation', 'Kennzeichen'],
  vehicle: ['Auto', 'Car', 'Voiture', 'Fahrzeug'],
  cover: ['Dekking', 'Cover', 'Couverture', 'Deckung'],
  breakdown: ['Pechhulp', 'Breakdown assistance', 'Assistance dépannage', 'Pannenhilfe'],
} as const satisfies Record<string, Four>

/** The covers in the words of the quote page (views/checkout/car/car-texts.ts). */
const COVERS: Record<CarCover, Four> = {
  wa: ['WA', 'Third-party liability', 'Responsabilité civile', 'Haftpflicht'],
  wa_limited: [
    'WA + beperkt casco',
    'Third party + limited comprehensive',
    'Responsabilité civile + casco partielle',
    'Haftpflicht + Teilkasko',
  ],
  allrisk: ['Allrisk (volledig casco)', 'Fully comprehensive', 'Tous risques', 'Vollkasko'],
}
const YES_NO: Record<'yes' | 'no', Four> = {
  yes: ['Ja', 'Yes', 'Oui', 'Ja'],
  no: ['Nee', 'No', 'Non', 'Nein'],
}

/** `GZ123B` as written on the car, `GZ-123-B`. */
const platePrinted = (plate: string) => plate.match(/[A-Z]+|\d+/g)?.join('-') ?? plate

type CarQuoteRow = typeof carQuotes.$inferSelect

/**
 * A car's lines in `locale` from its quote, then the start date as every product's lines end: the plate
 * and the car found by it, and once a cover is chosen that cover and breakdown assistance. The cart card
 * (cart/quoted-lines.ts) and the policy (policies.cover) show the same lines.
 */
export function carLines(quote: CarQuoteRow, startDate: string, locale: Locale): ListItem[] {
  const i = INDEX[locale]
  const text = (label: keyof typeof LABELS, value: string): ListItem => ({
    label: LABELS[label][i],
    value,
    type: 'text',
  })
  const cover = quote.cover
  return [
    text('plate', platePrinted(quote.license_plate)),
    text('vehicle', `${quote.vehicle.make} ${quote.vehicle.model}`.trim()),
    ...(cover === null
      ? []
      : [
          text('cover', COVERS[cover][i]),
          text('breakdown', YES_NO[quote.breakdown_assistance ? 'yes' : 'no'][i]),
        ]),
    ...listItems('car', { startDate }, locale),
  ]
}

/** `userId`'s car quotes of these cart items, by cart item id. */
export async function carQuotesOf(
  db: Pick<Database, 'select'>,
  userId: number,
  cartItemIds: readonly number[],
): Promise<Map<number, CarQuoteRow>> {
  if (cartItemIds.length === 0) return new Map()
  const quotes = await db
    .select()
    .from(carQuotes)
    .where(and(eq(carQuotes.user_id, userId), inArray(carQuotes.cart_item_id, [...cartItemIds])))
  return new Map(quotes.map((quote) => [quote.cart_item_id, quote]))
}
