import type { DeviceType } from '../../contract/device'
import { grossCents } from '../products/pricing'

/**
 * The monthly premium of a device quote (docs: this comment is the model). Per year the customer pays a
 * share of what one claim can cost the insurer, the device's price capped at the amount per claim, by
 * device type (drones crash, phones fall, laptops and cameras less often), plus 0.5% of the amount per
 * year for the claims after the first; per month a twelfth of that, at least € 3.00 net. Insurance tax
 * (21%) on top, as every product (products/pricing.ts). Whole cents, rounded half-up.
 *
 * Worked example: a smartphone of € 1,000, € 1,000 per claim, € 2,500 per year:
 * (1,000 × 9% + 2,500 × 0.5%) / 12 = € 8.54 net, € 10.33 with tax.
 */
export const ANNUAL_RATE_PERMILLE: Record<DeviceType, number> = {
  smartphone: 90,
  tablet: 70,
  laptop: 60,
  camera: 60,
  drone: 110,
}
/** 0.5% of the amount per year, in thousandths. */
export const YEAR_AMOUNT_PERMILLE = 5
/** The least net premium per month. */
export const MIN_MONTHLY_NET_CENTS = 300

export interface DevicePricing {
  device_type: DeviceType
  /** Whole euros. */
  device_price: number
  per_claim: number
  per_year: number
}

/** Net and gross cents per month of the quote. */
export function devicePremiumCents(quote: DevicePricing): { net: number; gross: number } {
  const covered = Math.min(quote.device_price, quote.per_claim)
  // Thousandths of a cent per year, then a twelfth of it rounded half-up.
  const yearly =
    covered * 100 * ANNUAL_RATE_PERMILLE[quote.device_type] + quote.per_year * 100 * YEAR_AMOUNT_PERMILLE
  const net = Math.max(MIN_MONTHLY_NET_CENTS, Math.floor((yearly + 6_000) / 12_000))
  return { net, gross: grossCents(net) }
}
