import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HomeRefusalCode } from '../../api/contract/home'
import type { CarRefusalCode } from '../../api/contract/refusals'

/** What each car refusal code of forms §8 tells the customer (the title says it was refused). */
const CAR_REFUSALS: Record<CarRefusalCode, MessageDescriptor> = {
  ACI00: msg`We kunnen voor deze auto nu geen premie berekenen.`,
  ACI01: msg`Dit type voertuig kunnen we niet verzekeren.`,
  MIS115: msg`Dit type voertuig kunnen we niet verzekeren.`,
  UWM11: msg`Dit type voertuig kunnen we niet verzekeren.`,
  UWM01: msg`De bestuurder is te jong voor deze verzekering.`,
  UWM02: msg`De bestuurder is te oud voor deze verzekering.`,
  UWM03: msg`De auto is te oud om te verzekeren.`,
  UWM05: msg`De cataloguswaarde van de auto is te hoog.`,
  UWM07: msg`Het vermogen van de auto past niet bij de leeftijd van de bestuurder.`,
  UWM08: msg`Het vermogen van de auto past niet bij de leeftijd van de bestuurder.`,
  UWM24: msg`Het vermogen van de auto past niet bij de leeftijd van de bestuurder.`,
  UWM10: msg`Het aantal schadevrije jaren past niet bij de leeftijd van de bestuurder.`,
  UWM12: msg`Een allriskverzekering (volledig casco) is voor deze auto niet mogelijk.`,
  UWM15: msg`Pechhulp is voor deze auto niet beschikbaar.`,
  UWM21: msg`De hoofdbestuurder is te jong voor deze verzekering.`,
  UWM22: msg`De hoofdbestuurder is te oud voor deze verzekering.`,
}

/** Home quote refusal codes (the home journey's server rules) and what they tell the customer. */
const HOME_REFUSALS: Record<HomeRefusalCode, MessageDescriptor> = {
  AZH00: msg`Op basis van je antwoorden kunnen we deze woonverzekering niet online aanbieden.`,
  AZH01: msg`We verzekeren alleen gewone stenen huizen met een harde dakbedekking.`,
  AZH02: msg`Een opstalverzekering is alleen voor de eigenaar van de woning.`,
}

const STANDARD = msg`We kunnen deze verzekering nu niet online voor je afsluiten.`

/** The text of a refusal code; an unknown code reads as the standard refusal. */
export const refusalText = (code: string | null | undefined): MessageDescriptor =>
  (code &&
    ((CAR_REFUSALS as Record<string, MessageDescriptor>)[code] ??
      (HOME_REFUSALS as Record<string, MessageDescriptor>)[code])) ||
  STANDARD
