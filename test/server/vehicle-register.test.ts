// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isValidLicensePlate } from '../../api/contract/field-rules'
import { vehicleSchema } from '../../api/contract/vehicles'
import { LookupUnavailableError } from '../../api/server/lookups/remote'
import { SEEDED_VEHICLES } from '../../api/server/lookups/vehicle-data'
import {
  createLocalVehicleRegister,
  createRdwVehicleRegister,
  createVehicleRegister,
} from '../../api/server/lookups/vehicle-register'
import { silent } from './helpers'
import { fakeService, recordingLogger, type FakeReply } from './lookup-helpers'

/** The vehicle register adapter (issue 19 item 1): the seeded local one and the RDW open data shape. */

describe('the local vehicle register', () => {
  it('holds only valid plates, each a vehicle of the contract, one per plate', () => {
    const plates = SEEDED_VEHICLES.map((v) => v.license_plate)
    expect(new Set(plates).size).toBe(plates.length)
    for (const v of SEEDED_VEHICLES) {
      expect(isValidLicensePlate(v.license_plate), v.license_plate).toBe(true)
      expect(vehicleSchema.parse(v)).toEqual(v)
    }
  })

  it('has vehicles for the refusals: old, expensive, powerful and kinds that are no car', () => {
    const kinds = new Set(SEEDED_VEHICLES.map((v) => v.kind))
    expect([...kinds].sort()).toEqual(['camper', 'motorcycle', 'passenger_car', 'van'])
    expect(SEEDED_VEHICLES.some((v) => v.first_admission < '2000-01-01')).toBe(true)
    expect(SEEDED_VEHICLES.some((v) => (v.catalogue_value_cents ?? 0) > 150_000_00)).toBe(true)
    expect(SEEDED_VEHICLES.some((v) => (v.power_kw ?? 0) >= 300)).toBe(true)
  })

  it('finds a seeded plate and nothing else', async () => {
    const register = createVehicleRegister(
      { vehicleRegisterUrl: undefined, vehicleRegisterKey: undefined },
      silent,
    )
    expect((await register.find('GZ123B'))?.model).toBe('GOLF')
    expect(await register.find('AB12CD')).toBeNull()
    expect(await createLocalVehicleRegister([]).find('GZ123B')).toBeNull()
  })
})

/** Socrata's answers as the RDW publishes them: every value text, dates as YYYYMMDD. */
const RDW_GOLF = {
  kenteken: 'GZ123B',
  voertuigsoort: 'Personenauto',
  merk: 'VOLKSWAGEN',
  handelsbenaming: 'GOLF',
  datum_eerste_toelating: '20190314',
  catalogusprijs: '31950',
  massa_ledig_voertuig: '1215',
  inrichting: 'hatchback',
}
const RDW_FUEL = { brandstof_omschrijving: 'Benzine', nettomaximumvermogen: '85.00' }

async function rdw(reply: (url: URL) => FakeReply) {
  const service = await fakeService(reply, '/resource')
  const logger = recordingLogger()
  const register = createRdwVehicleRegister({ url: service.url, key: 'app-token', timeoutMs: 500 }, logger)
  return { service, logger, register }
}

const json = (body: unknown): FakeReply => ({ body: JSON.stringify(body) })

describe('the RDW open data register', () => {
  it('reads a car from both datasets, asking by kenteken with the app token', async () => {
    const { service, register } = await rdw((url) =>
      url.pathname.endsWith('/m9d7-ebf2.json') ? json([RDW_GOLF]) : json([RDW_FUEL]),
    )
    try {
      expect(await register.find('GZ123B')).toEqual({
        license_plate: 'GZ123B',
        kind: 'passenger_car',
        make: 'VOLKSWAGEN',
        model: 'GOLF',
        first_admission: '2019-03-14',
        catalogue_value_cents: 3_195_000,
        mass_kg: 1215,
        power_kw: 85,
        fuel: 'Benzine',
      })
      expect(service.requests.map((r) => r.url.pathname).sort()).toEqual([
        '/resource/8ys7-d773.json',
        '/resource/m9d7-ebf2.json',
      ])
      for (const r of service.requests) {
        expect(r.url.searchParams.get('kenteken')).toBe('GZ123B')
        expect(r.headers['x-app-token']).toBe('app-token')
      }
    } finally {
      await service.close()
    }
  })

  it('knows a motor home, a van and a motorcycle, and leaves out what the register lacks', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ voertuigsoort: 'Personenauto', inrichting: 'kampeerwagen' }, 'camper'],
      [{ voertuigsoort: 'Bedrijfsauto', inrichting: 'gesloten opbouw' }, 'van'],
      [{ voertuigsoort: 'Motorfiets', inrichting: 'N.v.t.' }, 'motorcycle'],
      [{ voertuigsoort: 'Aanhangwagen', inrichting: 'open laadvloer' }, 'other'],
    ]
    for (const [fields, kind] of cases) {
      const { service, register } = await rdw((url) =>
        url.pathname.endsWith('/m9d7-ebf2.json')
          ? json([{ ...RDW_GOLF, ...fields, catalogusprijs: undefined }])
          : json([]),
      )
      try {
        const found = await register.find('GZ123B')
        expect(found?.kind).toBe(kind)
        expect(found?.catalogue_value_cents).toBeNull()
        expect(found?.power_kw).toBeNull()
        expect(found?.fuel).toBeNull()
      } finally {
        await service.close()
      }
    }
  })

  it('answers null for a plate the register does not know', async () => {
    const { service, register } = await rdw(() => json([]))
    try {
      expect(await register.find('AB12CD')).toBeNull()
    } finally {
      await service.close()
    }
  })

  it('is unavailable, logged without the plate, when the service fails or answers another shape', async () => {
    const replies: FakeReply[] = [
      { status: 500, body: '{}' },
      { status: 200, body: '<html>maintenance</html>', headers: { 'Content-Type': 'text/html' } },
      json({ error: true }),
      json([{ kenteken: 'ZZ99ZZ', voertuigsoort: 'Personenauto', datum_eerste_toelating: '20190314' }]),
      json([{ ...RDW_GOLF, datum_eerste_toelating: '14-03-2019' }]),
      { delayMs: 2_000, body: '[]' },
    ]
    for (const reply of replies) {
      const { service, register, logger } = await rdw(() => reply)
      try {
        await expect(register.find('GZ123B')).rejects.toBeInstanceOf(LookupUnavailableError)
        expect(JSON.stringify(logger.warnings)).not.toContain('GZ123B')
        expect(logger.warnings).toHaveLength(1)
      } finally {
        await service.close()
      }
    }
  })
})
