import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'
import { isApiError } from '../../api/client/api-error'

/**
 * Puts a refused save's field errors (400, keys under `validations`) on the form's fields, as the
 * server named them; answers whether any field took one. The field's own listener clears it on change.
 */
export function showServerErrors(form: AnyFormApi, error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error)) return false
  let shown = false
  for (const [name, keys] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(name) || !keys[0]) continue
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: keys[0] } }))
    shown = true
  }
  return shown
}

/** The listeners of a field whose server error goes away once the customer changes it. */
export const clearsServerError = {
  onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) => {
    if (fieldApi.state.meta.errorMap.onServer)
      fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
  },
}
