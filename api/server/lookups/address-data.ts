/**
 * The local address lookup's register: real street names with postal codes of the right area in every
 * province. Each entry stands for a stretch of street; every house number in its range resolves, so a
 * demo works with any number there. Names follow the BAG (woonplaats, gemeente, provincie): The Hague is
 * 's-Gravenhage, Friesland is Fryslân, and a town may lie in a municipality of another name.
 */
export interface SeededStreet {
  /** `1234 AB`. */
  postalCode: string
  street: string
  from: number
  to: number
  city: string
  municipality: string
  province: string
}

type Row = [postalCode: string, street: string, from: number, to: number, city: string, municipality?: string]

/** Rows per province; the municipality is the city unless given. */
const PROVINCES: Record<string, Row[]> = {
  'Noord-Holland': [
    ['1012 LG', 'Damrak', 1, 99, 'Amsterdam'],
    ['1071 XX', 'Museumstraat', 1, 20, 'Amsterdam'],
    ['1016 GV', 'Prinsengracht', 251, 299, 'Amsterdam'],
    ['1012 NX', 'Kalverstraat', 1, 60, 'Amsterdam'],
    ['1072 AH', 'Ferdinand Bolstraat', 1, 80, 'Amsterdam'],
    ['2011 RD', 'Grote Markt', 1, 30, 'Haarlem'],
    ['2042 JD', 'Kerkstraat', 1, 45, 'Zandvoort'],
    ['2132 TZ', 'Raadhuisplein', 1, 10, 'Hoofddorp', 'Haarlemmermeer'],
    ['1404 AB', 'Nieuwe Englaan', 1, 40, 'Bussum', 'Gooise Meren'],
  ],
  'Zuid-Holland': [
    ['3011 AD', 'Coolsingel', 1, 60, 'Rotterdam'],
    ['3012 BL', 'Witte de Withstraat', 1, 90, 'Rotterdam'],
    ['2511 BT', 'Spui', 60, 90, "'s-Gravenhage"],
    ['2514 EA', 'Lange Voorhout', 1, 50, "'s-Gravenhage"],
    ['2311 CK', 'Breestraat', 1, 120, 'Leiden'],
    ['2611 GW', 'Markt', 1, 90, 'Delft'],
    ['2801 JG', 'Markt', 1, 40, 'Gouda'],
  ],
  Utrecht: [
    ['3511 AB', 'Oudegracht', 1, 99, 'Utrecht'],
    ['3512 JC', 'Domplein', 1, 30, 'Utrecht'],
    ['3572 AS', 'Biltstraat', 1, 120, 'Utrecht'],
    ['3811 AB', 'Langestraat', 1, 90, 'Amersfoort'],
    ['3701 GK', 'Slotlaan', 1, 100, 'Zeist'],
    ['3971 KG', 'Hoofdstraat', 1, 150, 'Driebergen-Rijsenburg', 'Utrechtse Heuvelrug'],
  ],
  'Noord-Brabant': [
    ['5611 ET', 'Stratumseind', 1, 99, 'Eindhoven'],
    ['5671 CB', 'Berg', 1, 40, 'Nuenen', 'Nuenen, Gerwen en Nederwetten'],
    ['5211 MG', 'Hinthamerstraat', 1, 120, "'s-Hertogenbosch"],
    ['4818 JA', 'Ginnekenweg', 1, 150, 'Breda'],
    ['5038 AA', 'Heuvelstraat', 1, 90, 'Tilburg'],
    ['5461 JA', 'Hoofdstraat', 1, 120, 'Veghel', 'Meierijstad'],
  ],
  Gelderland: [
    ['6811 EP', 'Ketelstraat', 1, 60, 'Arnhem'],
    ['6862 AB', 'Utrechtseweg', 1, 250, 'Oosterbeek', 'Renkum'],
    ['6511 CA', 'Lange Hezelstraat', 1, 120, 'Nijmegen'],
    ['7311 JZ', 'Hoofdstraat', 1, 200, 'Apeldoorn'],
    ['6701 BT', 'Hoogstraat', 1, 60, 'Wageningen'],
  ],
  Overijssel: [
    ['7511 GA', 'Oude Markt', 1, 40, 'Enschede'],
    ['8011 RH', 'Diezerstraat', 1, 100, 'Zwolle'],
    ['7411 BR', 'Brink', 1, 130, 'Deventer'],
  ],
  Groningen: [
    ['9711 LV', 'Grote Markt', 1, 50, 'Groningen'],
    ['9712 CB', 'Vismarkt', 1, 60, 'Groningen'],
  ],
  Fryslân: [
    ['8911 CJ', 'Nieuwestad', 1, 150, 'Leeuwarden'],
    ['9203 EA', 'Raadhuisplein', 1, 30, 'Drachten', 'Smallingerland'],
  ],
  Drenthe: [
    ['9401 GS', 'Markt', 1, 30, 'Assen'],
    ['7811 EH', 'Hoofdstraat', 1, 80, 'Emmen'],
  ],
  Flevoland: [
    ['1315 HR', 'Stadhuisplein', 1, 100, 'Almere'],
    ['8232 VT', 'Stationsplein', 1, 90, 'Lelystad'],
  ],
  Zeeland: [
    ['4331 LK', 'Markt', 1, 90, 'Middelburg'],
    ['4381 KA', 'Boulevard de Ruyter', 1, 40, 'Vlissingen'],
    ['4325 BG', 'Hogezoom', 1, 150, 'Renesse', 'Schouwen-Duiveland'],
  ],
  Limburg: [
    ['6211 LD', 'Vrijthof', 1, 60, 'Maastricht'],
    ['6301 CX', 'Grotestraat', 1, 60, 'Valkenburg', 'Valkenburg aan de Geul'],
    ['5911 CB', 'Parade', 1, 90, 'Venlo'],
    ['6411 GB', 'Saroleastraat', 1, 80, 'Heerlen'],
  ],
}

export const SEEDED_STREETS: readonly SeededStreet[] = Object.entries(PROVINCES).flatMap(([province, rows]) =>
  rows.map(([postalCode, street, from, to, city, municipality]) => ({
    postalCode,
    street,
    from,
    to,
    city,
    municipality: municipality ?? city,
    province,
  })),
)
