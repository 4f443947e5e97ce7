import { isValidIBAN } from 'ibantools'
import * as z from 'zod/mini'

/**
 * The field rules of forms §5 for the checkout forms (phone, postal code, country, address lookup,
 * house number, IBAN, IMEI, licence plate, uploads). Apart from validation.ts, so the first page (which
 * checks only e-mail addresses) does not carry them or the IBAN library.
 */

export { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneSchema } from './person-rules'

/** The Netherlands in the four languages of the site (forms §5 postal code rule). */
export const NETHERLANDS_NAMES = ['nederland', 'netherlands', 'the netherlands', 'pays-bas', 'niederlande']
export const isNetherlands = (country: string) => NETHERLANDS_NAMES.includes(country.trim().toLowerCase())
export const NL_POSTAL_CODE = /^(\d{4}) ?([A-Za-z]{2})$/

/**
 * Postal code (forms §5): in the Netherlands four digits, an optional space and two letters, written
 * as `1234 AB`; elsewhere it must be in upper case.
 */
export const postalCodeSchema = (country = 'Nederland') =>
  isNetherlands(country)
    ? z.string().check(
        z.trim(),
        z.minLength(1, { error: 'required', abort: true }),
        z.regex(NL_POSTAL_CODE, 'postalCode'),
        z.overwrite((v) => v.replace(NL_POSTAL_CODE, '$1 $2').toUpperCase()),
      )
    : z.string().check(
        z.trim(),
        z.minLength(1, { error: 'required', abort: true }),
        z.refine((v) => v === v.toUpperCase(), 'uppercase'),
      )

/** Country of a personal address that may only be the Netherlands (onlyNL). */
export const onlyNlCountrySchema = z
  .string()
  .check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.refine(isNetherlands, 'onlyNL'))

/** A form's address must have been found by the postal code + house number lookup. */
export const addressLookedUpSchema = z.boolean().check(z.refine((v) => v === true, 'addressNotFound'))

/** House number: digits only, from 1 (Dutch addresses). */
export const houseNumberSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.regex(/^[1-9]\d{0,5}$/, 'houseNumber'),
  )

/** IBAN (forms §5): country length, structure and check digits (ibantools); stored without spaces, upper case. */
export const ibanSchema = z.string().check(
  z.overwrite((v) => v.replace(/\s+/g, '').toUpperCase()),
  z.minLength(1, { error: 'required', abort: true }),
  z.refine((v) => isValidIBAN(v), 'iban'),
)

/** IMEI (forms §5): 15 digits passing the Luhn check. */
export function isValidImei(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < 15; i++) {
    let digit = Number(value[i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
export const imeiSchema = z.string().check(
  z.overwrite((v) => v.replace(/[\s-]/g, '')),
  z.minLength(1, { error: 'required', abort: true }),
  z.refine(isValidImei, 'imei'),
)

/**
 * Dutch licence plate (forms §5 "must be valid"): the 14 side codes of the RDW, with or without
 * dashes, any case; stored upper case without dashes.
 */
const SIDE_CODES = [
  'LLDDDD',
  'DDDDLL',
  'DDLLDD',
  'LLDDLL',
  'LLLLDD',
  'DDLLLL',
  'DDLLLD',
  'DLLLDD',
  'LLDDDL',
  'LDDDLL',
  'LLLDDL',
  'LDDLLL',
  'DLLDDD',
  'DDDLLD',
]
export const isValidLicensePlate = (value: string) =>
  SIDE_CODES.includes(value.replace(/[A-Z]/g, 'L').replace(/\d/g, 'D')) && value.length === 6
export const licensePlateSchema = z.string().check(
  z.overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase()),
  z.minLength(1, { error: 'required', abort: true }),
  z.refine(isValidLicensePlate, 'licensePlate'),
)

/** Uploads (forms §5): jpeg, png or pdf, at most 25 MB. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024
export const uploadSchema = z.object({
  type: z.string().check(z.refine((t) => (UPLOAD_TYPES as readonly string[]).includes(t), 'fileType')),
  size: z.number().check(
    z.refine((s) => s > 0, 'fileEmpty'),
    z.refine((s) => s <= UPLOAD_MAX_BYTES, 'fileSize'),
  ),
})
