import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { confirmLocalPayment } from '../../api/client/payments'
import type { PaymentMethod, ReminderPaymentResponse } from '../../api/contract/payments'
import { useAppDeps } from '../app/deps'

/**
 * The local stand-in for the bank's (iDEAL) or card issuer's page: the customer approves or refuses the
 * payment, and is then returned to `/payment/success` as Stripe would return them.
 */
export function LocalBankModal({
  payment,
  method,
  amount,
  onFinished,
  onClose,
}: {
  payment: ReminderPaymentResponse
  method: PaymentMethod
  amount: string
  onFinished: (outcome: 'succeeded' | 'failed') => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const { http } = useAppDeps()
  const confirm = useMutation({
    mutationFn: (outcome: 'succeeded' | 'failed') =>
      confirmLocalPayment(http, {
        payment_intent: payment.payment_intent,
        client_secret: payment.client_secret,
        outcome,
      }).then(() => outcome),
    onSuccess: onFinished,
  })
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
        {confirm.isError && (
          <Alert color="yellow" role="alert">
            {t`Er ging iets mis bij het aanmaken van de betaling.`}
          </Alert>
        )}
        <Group>
          <Button
            loading={confirm.isPending && confirm.variables === 'succeeded'}
            onClick={() => confirm.mutate('succeeded')}
          >
            {t`Betaling goedkeuren`}
          </Button>
          <Button
            variant="default"
            loading={confirm.isPending && confirm.variables === 'failed'}
            onClick={() => confirm.mutate('failed')}
          >
            {t`Betaling weigeren`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
