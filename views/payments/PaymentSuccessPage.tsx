import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { PaymentStatusMachine } from '../../machines/payment-status.machine'
import { formatPrice } from '../../i18n/format'
import { useAppDeps } from '../platform/deps'
import { usePageTitle } from '../layout/page-title'
import { paymentStatusLogic } from './payment-reminder-effects'
import { reminderOf, type PaymentReturn } from './payment-pages'
import { countJourneys } from '../platform/journey-counting'

type Snapshot = SnapshotFrom<PaymentStatusMachine>
type Screen = 'checking' | 'checkFailed' | 'notFound' | 'paid' | 'processing' | 'notPaid'
const selectScreen = (s: Snapshot): Screen =>
  s.matches('checkFailed')
    ? 'checkFailed'
    : s.matches('notFound')
      ? 'notFound'
      : s.matches('paid')
        ? 'paid'
        : s.matches('processing')
          ? 'processing'
          : s.matches('notPaid')
            ? 'notPaid'
            : 'checking'
const selectPayment = (s: Snapshot) => s.context.payment

/**
 * `/payment/success` (core §2): where the provider returns the customer. The payment's status is asked of
 * the server (the address alone proves nothing): paid, still processing (asked again until it settles),
 * or not paid with a way back to the reminder.
 */
export function PaymentSuccessPage({ search }: { search: PaymentReturn }) {
  usePageTitle(msg`Betaling`)
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const navigate = useNavigate()
  const logic = useMemo(() => paymentStatusLogic(http), [http])
  const status = useActorRef(logic, {
    input: {
      paymentIntent: search.payment_intent,
      clientSecret: search.payment_intent_client_secret,
      returned: search.redirect_status,
    },
    inspect: countJourneys(http),
  })
  const screen = useSelector(status, selectScreen)
  const payment = useSelector(status, selectPayment)
  let body
  if (screen === 'checkFailed')
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="yellow" role="alert">
          {t`Je betaling kon niet worden gecontroleerd. Controleer je internetverbinding.`}
        </Alert>
        <Button variant="default" onClick={() => status.send({ type: 'user.retry' })}>
          {t`Opnieuw proberen`}
        </Button>
      </Stack>
    )
  else if (screen === 'notFound' || !search.payment_intent)
    body = (
      <Stack gap="md">
        <Title order={1}>{t`We kunnen deze betaling niet vinden`}</Title>
        <Text>{t`Controleer in je e-mail of de betaling is gelukt, of neem contact met ons op.`}</Text>
      </Stack>
    )
  else if (screen === 'checking' || !payment)
    body = (
      <Group gap="sm" role="status" aria-busy="true">
        <Loader size="sm" />
        <Text>{t`We controleren je betaling…`}</Text>
      </Group>
    )
  else {
    const amount = formatPrice(Number(payment.amount), payment.currency, i18n.locale)
    const token = reminderOf(search.payment_intent)
    const number = payment.invoice.id
    body =
      screen === 'paid' ? (
        <Stack gap="md" data-testid="payment-succeeded">
          <Title order={1}>{t`Bedankt, je betaling is gelukt`}</Title>
          <Text>{t`We hebben ${amount} ontvangen voor factuur ${number}. Je hoeft niets meer te doen.`}</Text>
        </Stack>
      ) : screen === 'processing' ? (
        <Stack gap="md" data-testid="payment-processing" role="status" aria-live="polite">
          <Title order={1}>{t`Je betaling wordt verwerkt`}</Title>
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t`Dit duurt meestal een paar seconden. Je kunt deze pagina open laten.`}</Text>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" data-testid="payment-failed">
          <Title order={1}>{t`Je betaling is niet gelukt`}</Title>
          <Alert color="yellow" role="alert">
            {t`Er is niets afgeschreven. Probeer het opnieuw met de link uit je e-mail.`}
          </Alert>
          {token && (
            <Button
              style={{ alignSelf: 'flex-start' }}
              onClick={() => void navigate({ to: '/invoice-reminder', search: { token } })}
            >
              {t`Opnieuw betalen`}
            </Button>
          )}
        </Stack>
      )
  }
  return (
    <Container size="sm" py="xl" data-testid="payment-success">
      {body}
    </Container>
  )
}
