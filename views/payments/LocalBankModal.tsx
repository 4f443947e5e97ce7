import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import type { PaymentMethod } from '../../api/contract/payments'
import type { BankOutcome, PaymentReminderMachine } from '../../machines/payment-reminder.machine'
import type { PaymentReminderRef } from './payment-reminder-effects'

type Snapshot = SnapshotFrom<PaymentReminderMachine>
const selectFailed = (s: Snapshot) => s.matches({ open: { bank: 'asking' } }) && s.context.failure !== null
/** The answer under way (its button shows it loads), also while the page goes on to the result. */
const selectAnswering = (s: Snapshot): BankOutcome | null =>
  s.matches({ open: { bank: 'answering' } }) || s.matches('answered') ? s.context.outcome : null

/**
 * The local stand-in for the bank's (iDEAL) or card issuer's page: the customer approves or refuses the
 * payment, and is then returned to `/payment/success` as Stripe would return them.
 */
export function LocalBankModal({
  reminder,
  method,
  amount,
  onClose,
}: {
  reminder: PaymentReminderRef
  method: PaymentMethod
  amount: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const failed = useSelector(reminder, selectFailed)
  const answering = useSelector(reminder, selectAnswering)
  const answer = (outcome: BankOutcome) => reminder.send({ type: 'user.answerBank', outcome })
  return (
    <Modal
      opened
      onClose={onClose}
      title={method === 'ideal' ? t`Betalen met iDEAL` : t`Betalen met creditcard`}
      zIndex={400}
      closeButtonProps={{ 'aria-label': t`Sluiten` }}
    >
      <Stack gap="md" data-testid="local-bank">
        <Text>{t`Dit is de testbank van deze omgeving. Keur de betaling van ${amount} goed of weiger hem.`}</Text>
        {failed && (
          <Alert color="yellow" role="alert">
            {t`Er ging iets mis bij het aanmaken van de betaling.`}
          </Alert>
        )}
        <Group>
          <Button loading={answering === 'succeeded'} onClick={() => answer('succeeded')}>
            {t`Betaling goedkeuren`}
          </Button>
          <Button variant="default" loading={answering === 'failed'} onClick={() => answer('failed')}>
            {t`Betaling weigeren`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
