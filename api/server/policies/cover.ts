import type { ListItem } from '../../contract/cart'
import { LOCALES, type Locale } from '../../contract/common'
import { coverOf } from '../aov/income-pricing'
import { isIncomeProtection } from '../aov/store'
import type { CartItemRow } from '../cart/store'
import { listItems } from '../cart/list-items'
import type { Quoted } from '../cart/quoted-lines'
import type { ProductRow } from '../products/catalogue'
import { hasPresets } from '../products/pricing'

/** A policy's cover lines per language (policies.cover). */
export type PolicyCover = Partial<Record<Locale, ListItem[]>>

/**
 * What a cart item covers as its policy is taken out: the cart card's lines (cart/store.ts
 * `cartItemResponse`, the same rule for income protection's chosen cover) with the policy's start date,
 * in every language, so the account area shows them in the language of each later request. An item with a
 * quote (`quoted`: a car, a device, an accepted home quote; cart/quoted-lines.ts) gets its quote's lines,
 * the ones its cart card showed: the car and cover, the device and amounts, the excess and extra coverages.
 */
export function coverAtPurchase(
  item: CartItemRow,
  product: ProductRow,
  startDate: string,
  quoted?: Quoted,
): PolicyCover {
  const lines = quoted?.lines
  if (lines) return Object.fromEntries(LOCALES.map((locale) => [locale, lines(startDate, locale)]))
  const priced = isIncomeProtection(product.type) && (item.choice !== null || hasPresets(product.type))
  const cover = priced ? coverOf(item.choice) : null
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, listItems(product.type, { startDate, cover }, locale)]),
  )
}

/** The lines in `locale` (else Dutch, else none: a policy bought before they were kept). */
export const coverIn = (cover: PolicyCover | null, locale: Locale): ListItem[] =>
  cover?.[locale] ?? cover?.nl ?? []
