import type { SupportChannel } from '../../api/contract/support'
import { isProductionSite } from '../platform/runtime-config'
import { maskEventData } from './mask'

/**
 * Analytics events (core §7) pushed to the data layer the partner's tag manager reads. Product data
 * follows the GA4 e-commerce shape; prices are numbers in euros incl. tax. When each fires and what it
 * carries: docs/analytics.md.
 */
export type AnalyticsEvent =
  | 'funnel_button_click'
  | 'funnel_select'
  | 'add_shipping_info'
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
  | 'support'

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

/**
 * Pushes one event. Outside production (APP_ENV other than production) its texts are masked first
 * (core §7; ./mask.ts), so what a tester types never reaches a report, whatever reads the layer there.
 */
export function track(event: AnalyticsEvent, data: Record<string, unknown> = {}): void {
  const layer = (window.dataLayer ??= [])
  // GA4 asks to clear the previous e-commerce object so its items do not leak into this event.
  if ('ecommerce' in data) layer.push({ ecommerce: null })
  layer.push({ event, ...(isProductionSite() ? data : maskEventData(data)) })
}

/** The customer chose a way to get help in the support menu (core §3 contact channels). */
export const trackSupport = (channel: SupportChannel) => track('support', { channel })
