/**
 * Analytics events (core §7) pushed to the data layer the partner's tag manager reads. Product data
 * follows the GA4 e-commerce shape; prices are numbers in euros incl. tax.
 */
export type AnalyticsEvent =
  | 'funnel_button_click'
  | 'funnel_select'
  | 'funnel_search'
  | 'funnel_profession_select'
  | 'select_item'
  | 'add_to_cart'
  | 'view_cart'
  | 'view_item_list'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'quiz'
  | 'purchase'
  | 'dropout'

export interface AnalyticsProduct {
  id: number
  name: string
  type: string
  price: string | null
  price_currency: string
  gtm_data: { id: string }
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** One product as an analytics item. */
const analyticsItem = (product: AnalyticsProduct, index?: number) => ({
  item_id: product.gtm_data.id,
  item_name: product.name,
  item_category: product.type,
  price: product.price === null ? 0 : Number(product.price),
  currency: product.price_currency,
  quantity: 1,
  ...(index === undefined ? {} : { index }),
})

/** An e-commerce payload: the items and their total value. */
export function ecommerce(products: readonly AnalyticsProduct[], extra: Record<string, unknown> = {}) {
  const items = products.map((p, i) => analyticsItem(p, i))
  const value = Math.round(items.reduce((sum, i) => sum + i.price, 0) * 100) / 100
  return { ecommerce: { currency: products[0]?.price_currency ?? 'EUR', value, items, ...extra } }
}

export function track(event: AnalyticsEvent, data: Record<string, unknown> = {}): void {
  const layer = (window.dataLayer ??= [])
  // GA4 asks to clear the previous e-commerce object so its items do not leak into this event.
  if ('ecommerce' in data) layer.push({ ecommerce: null })
  layer.push({ event, ...data })
}
