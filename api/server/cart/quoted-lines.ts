import type { ListItem } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import { carLines, carQuotesOf } from '../car/cover'
import type { Database } from '../db/client'
import { deviceCoverLines } from '../device/cover'
import { deviceQuotesOf } from '../device/store'
import { extraNamesOf, homeLines, isAccepted } from '../home/cover'
import { isHomeType } from '../home/rules'
import { homeQuotesOf } from '../home/store'
import type { ProductRow } from '../products/catalogue'
import type { CartItemRow } from './store'

/**
 * What a cart item's quote says it covers (issue 19): the lines the customer's own choices make, for the
 * cart card and, unchanged, the policy taken out on it (policies.cover), so neither claims a cover the
 * customer did not choose.
 */
export interface Quoted {
  /** The item's lines in `locale` with `startDate` as its first day of cover (none: the product's own). */
  lines?: (startDate: string, locale: Locale) => ListItem[]
  /** The last day of cover the quote chose (a device's end date). */
  endDate?: string
}

/** The quoted lines of the items that have them, by cart item id (the others keep their product's lines). */
export type QuotedItems = Map<number, Quoted>

/**
 * The quoted lines of `userId`'s cart items: a car's from its car quote (plate, car, cover chosen,
 * breakdown assistance), a device's from its device quote (the device, the amounts per claim and per
 * year, the end date), a home product's from its accepted home quote (excess and extra coverages).
 */
export async function quotedItemsOf(
  db: Pick<Database, 'select'>,
  userId: number,
  rows: readonly { item: CartItemRow; product: Pick<ProductRow, 'id' | 'type'> }[],
): Promise<QuotedItems> {
  const ids = (type: (t: string) => boolean) =>
    rows.filter(({ product }) => type(product.type)).map(({ item }) => item.id)
  const homes = rows.filter(({ product }) => isHomeType(product.type))
  // One after the other: inside the purchase's transaction they share one connection.
  const cars = await carQuotesOf(
    db,
    userId,
    ids((t) => t === 'car'),
  )
  const devices = await deviceQuotesOf(
    db,
    userId,
    ids((t) => t === 'device'),
  )
  const homeQuotes = await homeQuotesOf(
    db,
    userId,
    homes.map(({ product }) => product.id),
  )
  const extras = await extraNamesOf(
    db,
    [...homeQuotes.values()].flatMap((q) => q.extra_coverages),
  )
  const quoted: QuotedItems = new Map()
  for (const [id, quote] of cars) quoted.set(id, { lines: (start, locale) => carLines(quote, start, locale) })
  for (const [id, quote] of devices)
    quoted.set(id, {
      lines: (start, locale) => deviceCoverLines(quote, start, locale),
      endDate: quote.end_date,
    })
  for (const { item, product } of homes) {
    const quote = homeQuotes.get(product.id)
    const type = product.type
    if (!quote || !isHomeType(type)) continue
    if (isAccepted(quote))
      quoted.set(item.id, { lines: (start, locale) => homeLines(type, quote, extras, start, locale) })
  }
  return quoted
}
