import { expect } from 'vitest'
import { addDays, todayInNl } from '../../api/contract/date-rules'

/** A valid IMEI (15 digits, Luhn) and one that fails the check. */
export const IMEI = '490154203237518'
export const WRONG_IMEI = '490154203237517'

/** A device quote every rule accepts on `today`: a € 800 smartphone, € 1,000 per claim, € 2,500 a year. */
export const validDeviceQuote = (today = todayInNl()) => ({
  device_type: 'smartphone',
  device_price: '800',
  imeiNumber: IMEI,
  device_serial_number: '',
  perClaim: '1000',
  perYear: '2500',
  end_date: addDays(today, 365),
})

/**
 * Saves a valid device quote for the cart item `id` (`PUT /device-quote/:id`): a device item is only
 * insured with one (api/server/device/facts.ts).
 */
export async function quoteDevice(
  request: (method: string, path: string, body?: unknown) => Response | Promise<Response>,
  id: number,
  quote: Record<string, unknown> = validDeviceQuote(),
) {
  const res = await request('PUT', `/device-quote/${id}`, quote)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
}
