import * as z from 'zod/mini'

/**
 * A vehicle as the car journey needs it from the Dutch vehicle register (forms §3 car quote form
 * `license_plate`, §8 refusal codes; issue 19). Read from the RDW open data (`kenteken`) or the local
 * seeded register. Money in euro cents, mass in kg, power in kW.
 */
export const VEHICLE_KINDS = ['passenger_car', 'van', 'motorcycle', 'camper', 'other'] as const
export type VehicleKind = (typeof VEHICLE_KINDS)[number]

export const vehicleSchema = z.object({
  /** Upper case, no dashes (as `licensePlateSchema` stores it). */
  license_plate: z.string(),
  kind: z.enum(VEHICLE_KINDS),
  make: z.string(),
  model: z.string(),
  /** The first admission anywhere (RDW `datum_eerste_toelating`), YYYY-MM-DD. */
  first_admission: z.iso.date(),
  /** The catalogue price including taxes, in cents; null when the register has none. */
  catalogue_value_cents: z.nullable(z.int().check(z.nonnegative())),
  /** Empty mass in kg; null when unknown. */
  mass_kg: z.nullable(z.int().check(z.nonnegative())),
  /** Net maximum power in kW; null when unknown (an electric car lists its rated power elsewhere). */
  power_kw: z.nullable(z.number().check(z.nonnegative())),
  fuel: z.nullable(z.string()),
})
export type Vehicle = z.infer<typeof vehicleSchema>
