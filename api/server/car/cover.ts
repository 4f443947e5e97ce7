import { and, eq, inArray } from 'drizzle-orm'
import type { CarCover } from '../../contract/car'
import type { ListItem } from '../../contract/cart'
import { LOCALES, type Locale } from '../../contract/common'
import { listItems } from '../cart/list-items'
import type { Database } from '../db/client'
import { carQuotes } from '../db/schema'
import type { PolicyCover } from '../policies/cover'
import type { Checkout } from '../purchase/facts'

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

/**
 * The cover lines of the car policies taken out (policies.cover, per language): the plate, the car, the cover
 * chosen and breakdown assistance from the item's quote, then the start date as every product's lines end.
 * Items without a chosen quote are left out (they are not insured).
 */
export async function carCovers(
  db: Pick<Database, 'select'>,
  userId: number,
  insured: Checkout['items'],
  startDate: string,
): Promise<Map<number, PolicyCover>> {
  const cars = insured.filter(({ product }) => product.type === 'car').map(({ item }) => item.id)
  if (cars.length === 0) return new Map()
  const quotes = await db
    .select()
    .from(carQuotes)
    .where(and(eq(carQuotes.user_id, userId), inArray(carQuotes.cart_item_id, cars)))
  return new Map(
    quotes.flatMap((quote) => {
      const cover = quote.cover
      if (cover === null) return []
      const lines = (locale: Locale): ListItem[] => {
        const i = INDEX[locale]
        const text = (label: keyof typeof LABELS, value: string): ListItem => ({
          label: LABELS[label][i],
          value,
          type: 'text',
        })
        return [
          text('plate', platePrinted(quote.license_plate)),
          text('vehicle', `${quote.vehicle.make} ${quote.vehicle.model}`.trim()),
          text('cover', COVERS[cover][i]),
          text('breakdown', YES_NO[quote.breakdown_assistance ? 'yes' : 'no'][i]),
          ...listItems('car', { startDate }, locale),
        ]
      }
      return [[quote.cart_item_id, Object.fromEntries(LOCALES.map((l) => [l, lines(l)])) as PolicyCover]]
    }),
  )
}
