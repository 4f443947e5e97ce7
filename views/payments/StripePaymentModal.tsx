import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Loader, Stack } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { PaymentReminderMachine } from '../../machines/payment-reminder.machine'
import type { PaymentReminderRef } from './payment-reminder-effects'
import type { StripeForm } from './stripe-form'

type Snapshot = SnapshotFrom<PaymentReminderMachine>
const selectLoading = (s: Snapshot) => s.matches({ open: { card: 'loadingForm' } })
const selectReady = (s: Snapshot) =>
  s.matches({ open: { card: 'ready' } }) || s.matches({ open: { card: 'confirming' } })
const selectConfirming = (s: Snapshot) => s.matches({ open: { card: 'confirming' } })
const selectFailed = (s: Snapshot) => s.context.failure !== null
/** Stripe's own words for a refusal, in the customer's language. */
const selectDeclined = (s: Snapshot) => s.context.declined

/**
 * Stripe's Payment Element for the reminder's payment (iDEAL or card, as the payment intent allows).
 * Confirming sends the customer to the bank and back to `/payment/success` with the payment's id.
 */
export function StripePaymentModal({
  reminder,
  stripe,
}: {
  reminder: PaymentReminderRef
  stripe: StripeForm
}) {
  const { t } = useLingui()
  const loading = useSelector(reminder, selectLoading)
  const ready = useSelector(reminder, selectReady)
  const confirming = useSelector(reminder, selectConfirming)
  const failed = useSelector(reminder, selectFailed)
  const declined = useSelector(reminder, selectDeclined)
  return (
    <Stack gap="md">
      {loading && <Loader size="sm" />}
      <div ref={stripe.mountOn} />
      {(declined || failed) && (
        <Alert color="yellow" role="alert">
          {declined ?? t`Er ging iets mis bij het aanmaken van de betaling.`}
        </Alert>
      )}
      <Button
        disabled={!ready}
        loading={confirming}
        onClick={() => reminder.send({ type: 'user.confirmCard' })}
      >
        {t`Betalen`}
      </Button>
    </Stack>
  )
}
