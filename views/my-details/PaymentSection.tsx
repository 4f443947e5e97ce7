import { useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { isApiError } from '../../api/client/api-error'
import { updatePaymentDetails } from '../../api/client/details'
import type { User } from '../../api/contract/auth'
import { paymentDetailsBodySchema } from '../../api/contract/details'
import { DIRECT_DEBIT_FAILED } from '../../api/contract/payments'
import { FieldText, StepForm } from '../forms/fields'
import { DetailsSection, FormButtons, SaveFailed } from './DetailsSection'
import { clearsServerError } from './server-errors'
import { useSave } from './use-save'

/** The IBAN as shown: only its last four characters are known to the page. */
export const maskedIban = (last4: string) => `•••• •••• •••• ${last4}`

/**
 * The payment details: the direct debit's account, masked. A new IBAN gives a new SEPA direct-debit
 * mandate (`PUT /payment-details`); when the payment provider does not make it, nothing changes.
 */
export function PaymentSection({ user }: { user: User }) {
  const { t } = useLingui()
  const last4 = user.payment_details?.iban_last4
  return (
    <DetailsSection
      title={t`Betaalgegevens`}
      testId="details-payment"
      empty={!last4}
      rows={[{ label: t`IBAN`, value: last4 ? maskedIban(last4) : null }]}
      form={(close) => <PaymentForm close={close} />}
    />
  )
}

function PaymentForm({ close }: { close: (saved: boolean) => void }) {
  const { t } = useLingui()
  const save = useSave(['iban_number'], close, (error) =>
    isApiError(error) && error.body?.code === DIRECT_DEBIT_FAILED
      ? t`We konden geen machtiging voor dit IBAN regelen. Je rekening is niet gewijzigd. Controleer het IBAN of probeer het later opnieuw.`
      : null,
  )
  const form = useForm({
    defaultValues: { iban_number: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: paymentDetailsBodySchema },
    onSubmit: ({ value, formApi }) =>
      save.run(
        formApi,
        (http) => updatePaymentDetails(http, paymentDetailsBodySchema.parse(value)),
        (user, details) => ({ ...user, payment_details: details }),
      ),
  })
  return (
    <StepForm onSubmit={() => void form.handleSubmit()}>
      <Stack gap="sm">
        <Text size="sm">
          {t`Met een nieuw IBAN geef je toestemming om je premie voortaan van die rekening af te schrijven (een nieuwe SEPA-machtiging voor automatische incasso).`}
        </Text>
        <form.Field name="iban_number" listeners={clearsServerError}>
          {(f) => <FieldText field={f} label={t`Nieuw IBAN`} required autoComplete="off" maw={360} />}
        </form.Field>
        <SaveFailed message={save.failure} />
        <FormButtons saving={save.saving} onCancel={() => close(false)} />
      </Stack>
    </StepForm>
  )
}
