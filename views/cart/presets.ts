import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PresetPrice } from '../../api/contract/products'

/**
 * The names of income protection's presets (forms §3: short, medium, large): one source for the product
 * card and the premium page, so the same preset has one name wherever it is shown.
 */
export const PRESET_LABELS: Record<PresetPrice['preset'], MessageDescriptor> = {
  short: msg`Basis`,
  medium: msg`Standaard`,
  large: msg`Uitgebreid`,
}
