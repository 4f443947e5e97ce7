import type { AnyFormApi } from '@tanstack/react-form'
import { isApiError } from '../../api/client/api-error'

/**
 * Puts the field errors of a refused submit (a 400's `field_errors`, validation keys) on the form's
 * fields, as if the form had found them; answers whether any field took one (else the caller shows the
 * failure as a whole).
 */
export function showServerFieldErrors(form: AnyFormApi, error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error) || error.kind !== 'validation') return false
  let shown = false
  for (const [field, keys] of Object.entries(error.fieldErrors)) {
    const name = field.split('.')[0]!
    if (!fields.includes(name) || !keys[0]) continue
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: keys[0] } }))
    shown = true
  }
  return shown
}
