import type { Vehicle } from '../../contract/vehicles'

/**
 * The local vehicle register (the default when VEHICLE_REGISTER_URL is unset): enough vehicles to take
 * every path of the car journey (issue 19) — ordinary cars of several ages and prices, and ones the
 * underwriting rules refuse (api/server/car/underwriting.ts): too old (UWM03), too expensive (UWM05), very powerful (UWM07/08/24 with a
 * young driver), and kinds that cannot be insured as a car (ACI01/MIS115/UWM11). Plates are made up
 * but of valid RDW side codes.
 */
export const SEEDED_VEHICLES: readonly Vehicle[] = [
  car('GZ123B', 'VOLKSWAGEN', 'GOLF', '2019-03-14', 31_950, 1_215, 85, 'Benzine'),
  car('KX827T', 'TOYOTA', 'COROLLA TOURING SPORTS', '2021-06-02', 34_495, 1_380, 90, 'Benzine'),
  car('ZL991N', 'KIA', 'NIRO EV', '2023-01-20', 42_990, 1_737, 150, 'Elektriciteit'),
  car('SR445P', 'RENAULT', 'CLIO', '2016-09-30', 17_290, 1_090, 66, 'Benzine'),
  car('HJ302X', 'SKODA', 'OCTAVIA', '2012-04-11', 27_900, 1_290, 77, 'Diesel'),
  // Older than the rules insure (UWM03).
  car('57HTK2', 'VOLVO', '940', '1995-05-19', 22_000, 1_400, 96, 'Benzine'),
  // Catalogue value above the limit (UWM05).
  car('XG001R', 'PORSCHE', '911 TURBO S', '2024-02-01', 282_300, 1_640, 478, 'Benzine'),
  // Very powerful: refused with a young driver (UWM07/08/24).
  car('TN666F', 'BMW', 'M3 COMPETITION', '2022-08-15', 118_900, 1_730, 375, 'Benzine'),
  // Powerful: refused with a driver under 25 (UWM07).
  car('GR235V', 'VOLKSWAGEN', 'GOLF R', '2022-03-09', 61_990, 1_551, 235, 'Benzine'),
  // The register lacks the catalogue value and power (ACI00: the standard refusal).
  {
    license_plate: '12NBK3',
    kind: 'passenger_car',
    make: 'LADA',
    model: 'NIVA',
    first_admission: '2008-07-01',
    catalogue_value_cents: null,
    mass_kg: 1_210,
    power_kw: null,
    fuel: 'Benzine',
  },
  // Not a car the product insures (ACI01 / MIS115 / UWM11).
  vehicle('MZ04KL', 'motorcycle', 'YAMAHA', 'MT-07', '2020-04-03', 8_299, 184, 55, 'Benzine'),
  vehicle('VH512D', 'van', 'MERCEDES-BENZ', 'SPRINTER', '2018-11-12', 48_500, 2_300, 105, 'Diesel'),
  vehicle('RB88ZZ', 'camper', 'FIAT', 'DUCATO CAMPER', '2017-05-23', 64_000, 2_900, 96, 'Diesel'),
]

function car(
  plate: string,
  make: string,
  model: string,
  firstAdmission: string,
  catalogueEuros: number,
  massKg: number,
  powerKw: number,
  fuel: string,
): Vehicle {
  return vehicle(plate, 'passenger_car', make, model, firstAdmission, catalogueEuros, massKg, powerKw, fuel)
}

function vehicle(
  plate: string,
  kind: Vehicle['kind'],
  make: string,
  model: string,
  firstAdmission: string,
  catalogueEuros: number,
  massKg: number,
  powerKw: number,
  fuel: string,
): Vehicle {
  return {
    license_plate: plate,
    kind,
    make,
    model,
    first_admission: firstAdmission,
    catalogue_value_cents: catalogueEuros * 100,
    mass_kg: massKg,
    power_kw: powerKw,
    fuel,
  }
}
