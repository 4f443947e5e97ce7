import * as z from 'zod'
import type { Vehicle, VehicleKind } from '../../contract/vehicles'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { SEEDED_VEHICLES } from './vehicle-data'
import { getJson, LookupUnavailableError, reportingFailures, type RemoteOptions } from './remote'

/**
 * Finds a vehicle by its licence plate (upper case, no dashes) in the Dutch vehicle register. Answers null
 * when there is none; throws a LookupUnavailableError when the service behind it fails.
 */
export interface VehicleRegister {
  find(plate: string, signal?: AbortSignal): Promise<Vehicle | null>
}

/** The local register (vehicle-data.ts): the seeded vehicles, by plate. */
export function createLocalVehicleRegister(vehicles: readonly Vehicle[] = SEEDED_VEHICLES): VehicleRegister {
  const byPlate = new Map(vehicles.map((v) => [v.license_plate, v]))
  return { find: async (plate) => byPlate.get(plate) ?? null }
}

/** RDW open data answers every field as text; these are the ones the car journey reads. */
const rdwVehicleSchema = z.object({
  kenteken: z.string(),
  voertuigsoort: z.string(),
  merk: z.string().default(''),
  handelsbenaming: z.string().default(''),
  datum_eerste_toelating: z.string().regex(/^\d{8}$/),
  catalogusprijs: z.string().optional(),
  massa_ledig_voertuig: z.string().optional(),
  inrichting: z.string().optional(),
})
const rdwFuelSchema = z.object({
  brandstof_omschrijving: z.string().optional(),
  nettomaximumvermogen: z.string().optional(),
})

const wholeNumber = (text: string | undefined) => {
  const n = Number(text)
  return text !== undefined && text.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null
}

/** RDW `voertuigsoort` (and `inrichting` for a motor home) as the product's kinds. */
function kindOf(soort: string, inrichting: string | undefined): VehicleKind {
  if (/kampeerwagen/i.test(inrichting ?? '')) return 'camper'
  if (/^personenauto$/i.test(soort)) return 'passenger_car'
  if (/^bedrijfsauto$/i.test(soort)) return 'van'
  if (/^motorfiets$/i.test(soort)) return 'motorcycle'
  return 'other'
}

/**
 * The RDW open data (Socrata) at `url`, its resource folder (`https://opendata.rdw.nl/resource`): the
 * registered vehicles (`m9d7-ebf2.json?kenteken=…`) and their fuels and power (`8ys7-d773.json?kenteken=…`).
 * A key goes as the Socrata app token (`X-App-Token`). An empty list is "no such vehicle"; an answer of
 * another shape or a failing service is a LookupUnavailableError, logged without the plate.
 */
export function createRdwVehicleRegister(options: RemoteOptions, logger: Logger): VehicleRegister {
  const headers: Record<string, string> = options.key ? { 'X-App-Token': options.key } : {}
  const base = options.url.replace(/\/+$/, '')
  const resource = (id: string) => ({ ...options, url: `${base}/${id}.json` })

  async function ask(plate: string, signal: AbortSignal | undefined): Promise<Vehicle | null> {
    const query = { kenteken: plate }
    const [vehicles, fuels] = await Promise.all([
      getJson(resource('m9d7-ebf2'), query, headers, { signal }),
      getJson(resource('8ys7-d773'), query, headers, { signal }),
    ])
    const list = z.array(z.unknown()).safeParse(vehicles)
    const fuelList = z.array(rdwFuelSchema).safeParse(fuels)
    if (!list.success || !fuelList.success) throw new LookupUnavailableError('an answer of another shape')
    if (list.data.length === 0) return null
    const found = rdwVehicleSchema.safeParse(list.data[0])
    if (!found.success || found.data.kenteken.toUpperCase() !== plate)
      throw new LookupUnavailableError('an answer of another shape')
    const v = found.data
    const d = v.datum_eerste_toelating
    const fuel = fuelList.data[0]
    const catalogue = wholeNumber(v.catalogusprijs)
    const power = Number(fuel?.nettomaximumvermogen)
    return {
      license_plate: plate,
      kind: kindOf(v.voertuigsoort, v.inrichting),
      make: v.merk,
      model: v.handelsbenaming,
      first_admission: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`,
      catalogue_value_cents: catalogue === null ? null : catalogue * 100,
      mass_kg: wholeNumber(v.massa_ledig_voertuig),
      power_kw: fuel?.nettomaximumvermogen && Number.isFinite(power) && power >= 0 ? power : null,
      fuel: fuel?.brandstof_omschrijving ?? null,
    }
  }

  return { find: reportingFailures('vehicle register', base, logger, ask) }
}

/** The RDW open data when VEHICLE_REGISTER_URL is set; else the local seeded register. */
export function createVehicleRegister(
  config: Pick<Config, 'vehicleRegisterUrl' | 'vehicleRegisterKey'>,
  logger: Logger,
  remote: Partial<Pick<RemoteOptions, 'timeoutMs' | 'fetch'>> = {},
): VehicleRegister {
  if (!config.vehicleRegisterUrl) return createLocalVehicleRegister()
  return createRdwVehicleRegister(
    { url: config.vehicleRegisterUrl, key: config.vehicleRegisterKey, ...remote },
    logger,
  )
}
