import type { ListItem } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import type { DeviceType } from '../../contract/device'
import type { DeviceQuoteRow } from './store'

const I: Record<Locale, 0 | 1 | 2 | 3> = { nl: 0, en: 1, fr: 2, de: 3 }

const LABELS = {
  device: ['Apparaat', 'Device', 'Appareil', 'Gerät'],
  imei: ['IMEI-nummer', 'IMEI number', 'Numéro IMEI', 'IMEI-Nummer'],
  serial: ['Serienummer', 'Serial number', 'Numéro de série', 'Seriennummer'],
  price: ['Aankoopprijs', 'Purchase price', 'Prix d’achat', 'Kaufpreis'],
  perClaim: [
    'Vergoeding per schade',
    'Payout per claim',
    'Indemnité par sinistre',
    'Leistung pro Schadenfall',
  ],
  perYear: ['Vergoeding per jaar', 'Payout per year', 'Indemnité par an', 'Leistung pro Jahr'],
  start: ['Ingangsdatum', 'Start date', 'Date de début', 'Beginndatum'],
  end: ['Einddatum', 'End date', 'Date de fin', 'Enddatum'],
} as const

/** The device types' names in the four languages (the policy names the device it covers). */
export const DEVICE_NAMES: Record<DeviceType, readonly [string, string, string, string]> = {
  smartphone: ['Smartphone', 'Smartphone', 'Smartphone', 'Smartphone'],
  tablet: ['Tablet', 'Tablet', 'Tablette', 'Tablet'],
  laptop: ['Laptop', 'Laptop', 'Ordinateur portable', 'Laptop'],
  camera: ['Camera', 'Camera', 'Appareil photo', 'Kamera'],
  drone: ['Drone', 'Drone', 'Drone', 'Drohne'],
}

/**
 * A device policy's cover lines in `locale`: the device by type and its IMEI or serial number, its price,
 * the amounts per claim and per year, and the first and last day of cover.
 */
export function deviceCoverLines(quote: DeviceQuoteRow, startDate: string, locale: Locale): ListItem[] {
  const i = I[locale]
  const text = (label: keyof typeof LABELS, value: string): ListItem => ({
    label: LABELS[label][i],
    value,
    type: 'text',
  })
  const money = (label: keyof typeof LABELS, euros: number): ListItem => ({
    label: LABELS[label][i],
    value: `${euros}.00`,
    type: 'money',
  })
  const name = DEVICE_NAMES[quote.device_type as DeviceType]?.[i] ?? quote.device_type
  return [
    text('device', name),
    quote.imei ? text('imei', quote.imei) : text('serial', quote.serial_number ?? ''),
    money('price', quote.device_price),
    money('perClaim', quote.per_claim),
    money('perYear', quote.per_year),
    { label: LABELS.start[i], value: startDate, type: 'date' },
    { label: LABELS.end[i], value: quote.end_date, type: 'date' },
  ]
}
