import { useLingui } from '@lingui/react/macro'
import { Alert, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useSelector } from '@xstate/react'
import * as z from 'zod/mini'
import { paymentFormSchema } from '../../../api/contract/checkout-forms'
import {
  earliestEndDate,
  policyStartDate,
  startDateBounds,
  startDateSchema,
  todayInNl,
} from '../../../api/contract/date-rules'
import { formatPrice } from '../../../i18n/format'
import { ecommerce, track } from '../../analytics/data-layer'
import { isCalculating, useCart } from '../../cart/use-cart'
import { useFlag, usePartner } from '../../partner/use-partner'
import type { FormsRef, FormsSnapshot } from './journey-ref'
import { FieldText, StepActions, StepForm, useFieldError } from '../../forms/fields'

/** On the payment step the only failure is the start date's (entering the step clears older ones). */
const selectFailure = (s: FormsSnapshot) => s.context.failure

/**
 * Start date, IBAN and consent (forms §3 policy start form); the purchase follows. The start date starts
 * as the cart's (the day the policy would start now) and each valid change is saved for the checkout cart,
 * so the cart, this form and the purchase show one start date.
 */
export function PaymentStep({ journey }: { journey: FormsRef }) {
  const { t, i18n } = useLingui()
  const fromTomorrow = useFlag('start_date_from_tomorrow')
  // The partner's validate_policy_start_date: off, a start date up to a year ahead (docs/partner-settings.md).
  const validate = usePartner().validate_policy_start_date
  const today = todayInNl()
  const bounds = startDateBounds(today, fromTomorrow, validate)
  const failure = useSelector(journey, selectFailure)
  const { payment: saved, startDate: chosen, items } = journey.getSnapshot().context
  const current = new Map(useCart().items.map((item) => [item.id, item]))
  // No policy starts after its last day of cover (a device's end date): the purchase's rule too.
  const endDate = earliestEndDate(items.map((item) => (current.get(item.id) ?? item).end_date))
  const schema = paymentFormSchema(today, fromTomorrow, endDate, validate)
  const startSchema = startDateSchema({ today, fromTomorrow, endDate, validate })
  const latest = endDate !== null && endDate < bounds.latest ? endDate : bounds.latest
  // The cart's start date of this checkout (all its items share it), as the server answers it now.
  const first = items[0] && (current.get(items[0].id) ?? items[0])
  const startDate = policyStartDate(
    saved?.start_date ?? chosen ?? first?.start_date,
    today,
    fromTomorrow,
    validate,
  )
  // The start date's save failed and the cart shows another day: the customer is told. A save whose
  // answer was lost on the way reached the server all the same: the cart, asked again, shows the day chosen.
  const unsaved = failure !== null && first?.start_date !== chosen
  const priced = items
    .map((item) => (current.get(item.id) ?? item).insurance_product)
    .filter((product) => !isCalculating(product.price))
  const total = priced.reduce((sum, product) => sum + Number(product.price), 0)
  const form = useForm({
    defaultValues: {
      start_date: startDate,
      iban_number: saved?.iban_number ?? '',
      consent: saved?.consent ?? false,
    },
    // Checked on submit, then on every change until it is right.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => {
      track('add_payment_info', ecommerce(priced, { payment_type: 'sepa_direct_debit' }))
      // One id per purchase (the journey keeps the first): sent again, the server answers the same.
      journey.send({
        type: 'user.submitPayment',
        payment: schema.parse(value),
        requestId: crypto.randomUUID(),
      })
    },
  })
  const amount = formatPrice(total, 'EUR', i18n.locale)
  return (
    <Stack gap="lg" maw={720} data-testid="payment-step">
      <Title order={1}>{t`Ingangsdatum en betaling`}</Title>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between">
          <Text>{t`Je premie per maand, inclusief assurantiebelasting`}</Text>
          <Text fw={700} data-testid="payment-total">
            {amount}
          </Text>
        </Group>
      </Paper>
      <StepForm onSubmit={() => void form.handleSubmit()}>
        <Stack gap="sm">
          <form.Field
            name="start_date"
            listeners={{
              // A valid day is saved for the cart at once; the one under way gives way to a newer one.
              onChange: ({ value }) => {
                if (z.safeParse(startSchema, value).success)
                  journey.send({ type: 'user.changeStartDate', startDate: value })
              },
            }}
          >
            {(f) => (
              <FieldText
                field={f}
                label={t`Ingangsdatum`}
                type="date"
                required
                min={bounds.earliest}
                max={latest}
                maw={240}
              />
            )}
          </form.Field>
          <form.Field name="iban_number">
            {(f) => (
              <FieldText
                field={f}
                label={t`IBAN`}
                description={t`De premie schrijven we maandelijks af van deze rekening.`}
                required
                autoComplete="off"
                maw={360}
              />
            )}
          </form.Field>
          <form.Field name="consent">{(f) => <Consent field={f} />}</form.Field>
          {unsaved && (
            <Alert color="yellow" role="alert" data-testid="start-date-failure">
              {t`Je gekozen ingangsdatum is nog niet bewaard, dus je winkelwagen toont nog een andere datum. Bij het afsluiten geldt de datum hierboven.`}
            </Alert>
          )}
          <StepActions submit={t`Verzekering afsluiten`} onBack={() => journey.send({ type: 'user.back' })} />
        </Stack>
      </StepForm>
    </Stack>
  )
}

function Consent({ field }: { field: Parameters<typeof useFieldError>[0] }) {
  const { t } = useLingui()
  const error = useFieldError(field)
  return (
    <Checkbox
      label={t`Ik geef toestemming om de premie maandelijks via automatische incasso af te schrijven.`}
      checked={field.state.value as boolean}
      onChange={(e) => field.handleChange(e.currentTarget.checked)}
      error={error}
    />
  )
}
