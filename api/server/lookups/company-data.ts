import { SEEDED_STREETS } from './address-data'

/**
 * The local company lookup's trade register: fictional companies, mostly sole traders and small firms of
 * the kind that buy these insurances, with 8-digit KvK numbers. Every address lies on a street of the
 * local address register (address-data.ts), so looking it up there finds it too.
 */
export interface SeededCompany {
  kvkNumber: string
  name: string
  street: string
  houseNumber: string
  addition: string | null
  /** `1234 AB`. */
  postalCode: string
  city: string
}

type Row = [kvkNumber: string, name: string, postalCode: string, houseNumber: number, addition?: string]

const ROWS: Row[] = [
  ['64829301', 'Timmerbedrijf De Vries', '8011 RH', 42],
  ['71234568', 'Schildersbedrijf Jansen', '3011 AD', 17, 'A'],
  ['58310927', 'Loodgietersbedrijf Bakker & Zn.', '2311 CK', 88],
  ['80412375', 'Kapsalon Knipwerk', '1072 AH', 23, 'hs'],
  ['34176502', 'Bakkerij Van der Meer', '2801 JG', 12],
  ['69021843', 'Hoveniersbedrijf Groen & Zo', '3701 GK', 61],
  ['85520364', 'Fotografie Lotte Visser', '1012 LG', 45, '2'],
  ['72659018', 'Pixelwerk Webbureau B.V.', '5611 ET', 30],
  ['17283940', 'Installatiebedrijf Mulder', '5211 MG', 104],
  ['90317482', 'Fietsenmaker De Spaak', '9712 CB', 8],
  ['61447209', 'Dierenartsenpraktijk Het Hoefijzer', '6862 AB', 177],
  ['02076451', 'Administratiekantoor Smit', '9711 LV', 3],
  ['87016325', 'Yogastudio Ademruimte', '3511 AB', 70, 'bis'],
  ['75590126', 'Klusbedrijf Van Dijk', '4818 JA', 96],
  ['68807713', 'Elektrotechniek Hendriks', '5461 JA', 55],
  ['82933047', 'Vertaalbureau Meertalig', '2514 EA', 21],
  ['59126874', 'Stukadoorsbedrijf Peters', '6511 CA', 64],
  ['76204519', 'Koeriersdienst Snel & Zeker', '7311 JZ', 150],
  ['66158230', 'Fysiotherapie De Brug', '7411 BR', 97],
  ['30218476', 'Bouwbedrijf Van den Berg B.V.', '3572 AS', 112],
  ['01154387', 'Dakdekkersbedrijf Boersma', '8911 CJ', 59],
  ['78341065', 'Catering De Smulpot', '3012 BL', 33],
  ['70652198', 'Tegelzetter Kok', '1404 AB', 14],
  ['63390851', 'Glazenwasserij Helder', '1315 HR', 77],
  ['56093142', 'Rijschool Op Weg', '8232 VT', 5],
  ['84127690', 'Studio Noord Grafisch Ontwerp', '9203 EA', 11],
  ['73518026', 'Pedicurepraktijk Voetje Voor', '4331 LK', 48],
  ['14097235', 'Autobedrijf De Wit', '6211 LD', 2],
  ['52860317', 'Tuincentrum Het Groene Hart', '2611 GW', 80],
  ['81705943', 'Brouwer Consultancy', '3811 AB', 26],
  ['67942580', 'Meubelmakerij Eikenhout', '7511 GA', 19],
  ['74281609', 'Schoonmaakbedrijf Blinkend', '5038 AA', 41],
  ['88561032', 'ICT Dienstverlening Van Leeuwen', '6701 BT', 9],
  ['60934718', 'Bloemenhuis De Tulp', '4325 BG', 123],
  ['77319264', 'Tandartspraktijk Hoekstra', '9401 GS', 6],
  ['83046157', 'Timmerwerken Van der Veen', '7811 EH', 38],
  ['65710382', 'Café Het Hoekje', '5911 CB', 57, 'A'],
]

const streetAt = (postalCode: string, houseNumber: number) => {
  const street = SEEDED_STREETS.find(
    (s) => s.postalCode === postalCode && s.from <= houseNumber && houseNumber <= s.to,
  )
  if (!street) throw new Error(`company-data: no seeded street at ${postalCode} ${houseNumber}`)
  return street
}

export const SEEDED_COMPANIES: readonly SeededCompany[] = ROWS.map(
  ([kvkNumber, name, postalCode, houseNumber, addition]) => {
    const { street, city } = streetAt(postalCode, houseNumber)
    return {
      kvkNumber,
      name,
      street,
      houseNumber: String(houseNumber),
      addition: addition ?? null,
      postalCode,
      city,
    }
  },
)
