import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CarCover, KmBand } from '../../../api/contract/car'

/** The covers by name, with what each adds. */
export const COVER_NAMES: Record<CarCover, MessageDescriptor> = {
  wa: msg`WA`,
  wa_limited: msg`WA + beperkt casco`,
  allrisk: msg`Allrisk (volledig casco)`,
}
export const COVER_DESCRIPTIONS: Record<CarCover, MessageDescriptor> = {
  wa: msg`Schade die je met je auto aan anderen toebrengt.`,
  wa_limited: msg`WA, plus diefstal, brand, storm en ruitschade aan je eigen auto.`,
  allrisk: msg`WA en beperkt casco, plus schade aan je eigen auto, ook als je die zelf veroorzaakt.`,
}

export const KM_LABELS: Record<KmBand, MessageDescriptor> = {
  up_to_10k: msg`Tot 10.000 km`,
  '10k_to_20k': msg`10.000 tot 20.000 km`,
  '20k_to_30k': msg`20.000 tot 30.000 km`,
  over_30k: msg`Meer dan 30.000 km`,
}

/** The car form's own field error: the register has no vehicle with this plate. */
export const VEHICLE_NOT_FOUND_TEXT = msg`We vinden geen voertuig met dit kenteken. Controleer het kenteken.`
