import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm, type AnyFieldApi } from '@tanstack/react-form'
import { useState } from 'react'
import * as z from 'zod/mini'
import { reportClaim } from '../../api/client/claims'
import {
  claimAmountSchema,
  claimFormSchema,
  MAX_CLAIM_DESCRIPTION_LENGTH,
  MAX_CLAIM_DOCUMENTS,
  type Claim,
  type ClaimPolicy,
} from '../../api/contract/claims'
import { todayInNl } from '../../api/contract/date-rules'
import { DocumentUpload, useDocumentUploads } from '../forms/DocumentUpload'
import { showServerFieldErrors } from '../platform/server-field-errors'
import { describeError } from '../platform/error-messages'
import { useAppDeps } from '../platform/deps'
import { claimFieldMessage } from './claim-texts'

const DOCUMENT_ERRORS = {
  notFound: msg`Een van je bestanden kunnen we niet gebruiken. Verwijder het en upload het opnieuw.`,
  busy: msg`Wacht tot je bestanden klaar zijn met uploaden.`,
}

/**
 * "Schade melden": which current policy, what happened, when, the amount (optional) and documents,
 * checked with the contract's schema (the server's own). A sent claim goes to `onReported`.
 */
export function ClaimForm({
  policies,
  onReported,
}: {
  policies: readonly ClaimPolicy[]
  onReported: (claim: Claim) => void
}) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const uploads = useDocumentUploads(http, MAX_CLAIM_DOCUMENTS)
  const [documentsError, setDocumentsError] = useState<keyof typeof DOCUMENT_ERRORS | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const today = todayInNl()
  const { shape } = claimFormSchema({ today })
  // The contract's fields as the form holds them (the documents come from the upload field).
  const formSchema = z.object({ ...shape, amount: claimAmountSchema, documents: z.optional(shape.documents) })
  const form = useForm({
    defaultValues: {
      policy: policies.length === 1 ? policies[0]!.id : (null as number | null),
      description: '',
      occurred_on: '',
      amount: '',
    },
    validators: { onSubmit: formSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      if (uploads.busy) return setDocumentsError('busy')
      setDocumentsError(null)
      try {
        const claim = await reportClaim(http, {
          policy: value.policy ?? Number.NaN,
          description: value.description,
          occurred_on: value.occurred_on,
          amount: value.amount,
          documents: uploads.documentIds,
        })
        onReported(claim)
      } catch (error) {
        if (isDocumentsError(error)) return setDocumentsError('notFound')
        if (!showServerFieldErrors(formApi, error, ['policy', 'description', 'occurred_on', 'amount'])) {
          setFailure(error)
        }
      }
    },
  })
  const errorOf = (field: AnyFieldApi) => {
    const error = (field.state.meta.errors as unknown[])[0]
    return error ? i18n._(claimFieldMessage(error)) : undefined
  }
  const failureText = failure ? describeError(failure) : null
  const submit = () => void form.handleSubmit()

  return (
    <form
      noValidate
      aria-labelledby="report-claim-heading"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="md">
        <form.Field name="policy">
          {(field) => (
            <NativeSelect
              label={t`Verzekering`}
              withAsterisk
              value={field.state.value === null ? '' : String(field.state.value)}
              onChange={(e) =>
                field.handleChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)
              }
              onBlur={field.handleBlur}
              error={errorOf(field)}
              data={[
                { value: '', label: t`Kies een verzekering`, disabled: true },
                ...policies.map((p) => ({ value: String(p.id), label: `${p.product_name} (${p.number})` })),
              ]}
            />
          )}
        </form.Field>
        <form.Field name="description">
          {(field) => (
            <Textarea
              label={t`Wat is er gebeurd?`}
              description={t`Beschrijf wat er gebeurde, waar, en wat er beschadigd is. Hoogstens ${MAX_CLAIM_DESCRIPTION_LENGTH} tekens.`}
              withAsterisk
              autosize
              minRows={4}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="occurred_on">
          {(field) => (
            <TextInput
              label={t`Wanneer gebeurde het?`}
              type="date"
              withAsterisk
              max={today}
              maw={240}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <form.Field name="amount">
          {(field) => (
            <TextInput
              label={t`Geschat schadebedrag (optioneel)`}
              description={t`In euro's, bijvoorbeeld 1.250,50. Weet je het nog niet, laat dit dan leeg.`}
              inputMode="decimal"
              leftSection="€"
              maw={360}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
              error={errorOf(field)}
            />
          )}
        </form.Field>
        <DocumentUpload
          uploads={uploads}
          label={t`Foto's en documenten (optioneel)`}
          error={documentsError ? i18n._(DOCUMENT_ERRORS[documentsError]) : null}
        />
        {failureText && (
          <Alert color="yellow" role="alert" title={i18n._(failureText.title)}>
            <Text size="sm">{i18n._(failureText.message)}</Text>
          </Alert>
        )}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              {t`Schade melden`}
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  )
}

const isDocumentsError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'fieldErrors' in error &&
  Array.isArray((error as { fieldErrors: Record<string, unknown> }).fieldErrors.documents)
