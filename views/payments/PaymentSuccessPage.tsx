import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { isApiError } from '../../api/client/api-error'
import { getPayment } from '../../api/client/payments'
import { formatPrice } from '../../i18n/format'
import { useAppDeps } from '../app/deps'
import { usePageTitle } from '../layout/page-title'
import { reminderOf, type PaymentReturn } from './payment-pages'

/** How often a payment still processing is asked about again. */
const POLL_MS = 2000
/** How long a return that says paid waits for the provider's word before it believes our record. */
const RETURN_WAIT_MS = 60_000

/** Still settling: processing, or the bank said paid and our record has not heard it yet. */
const pending = (status: string | undefined, returned: string | undefined, waiting: boolean) =>
  status === 'processing' ||
  ((returned === 'succeeded' || returned === 'processing') &&
    status !== 'succeeded' &&
    status !== 'canceled' &&
    waiting)

/**
 * `/payment/success` (core §2): where the provider returns the customer. The payment's status is asked of
 * the server (the address alone proves nothing): paid, still processing (asked again until it settles),
 * or not paid with a way back to the reminder.
 */
export function PaymentSuccessPage({ search }: { search: PaymentReturn }) {
  usePageTitle(msg`Betaling`)
  const { t } = useLingui()
  const { http } = useAppDeps()
  const navigate = useNavigate()
  const [since] = useState(Date.now)
  const waiting = () => Date.now() - since < RETURN_WAIT_MS
  const id = search.payment_intent
  const secret = search.payment_intent_client_secret
  const payment = useQuery({
    queryKey: ['payment', id, secret],
    queryFn: ({ signal }) => getPayment(http, id!, secret!, signal),
    enabled: Boolean(id && secret),
    // Asked again while it settles. The bank may return the customer before its word reached us (the
    // provider's event comes a moment later): a return that says paid is not taken for a failure then.
    refetchInterval: (query) =>
      pending(query.state.data?.status, search.redirect_status, waiting()) ? POLL_MS : false,
  })
  let body
  const notFound = isApiError(payment.error) && payment.error.status === 404
  if (id && secret && payment.isError && !payment.data && !notFound)
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="yellow" role="alert">
          {t`Je betaling kon niet worden gecontroleerd. Controleer je internetverbinding.`}
        </Alert>
        <Button variant="default" onClick={() => void payment.refetch()}>
          {t`Opnieuw proberen`}
        </Button>
      </Stack>
    )
  else if (!id || !secret || (payment.isError && !payment.data))
    body = (
      <Stack gap="md">
        <Title order={1}>{t`We kunnen deze betaling niet vinden`}</Title>
        <Text>{t`Controleer in je e-mail of de betaling is gelukt, of neem contact met ons op.`}</Text>
      </Stack>
    )
  else if (payment.isPending)
    body = (
      <Group gap="sm" role="status" aria-busy="true">
        <Loader size="sm" />
        <Text>{t`We controleren je betaling…`}</Text>
      </Group>
    )
  else {
    const { status, invoice } = payment.data
    const amount = formatPrice(Number(payment.data.amount), payment.data.currency)
    const token = reminderOf(id)
    const number = invoice.id
    body =
      status === 'succeeded' ? (
        <Stack gap="md" data-testid="payment-succeeded">
          <Title order={1}>{t`Bedankt, je betaling is gelukt`}</Title>
          <Text>{t`We hebben ${amount} ontvangen voor factuur ${number}. Je hoeft niets meer te doen.`}</Text>
        </Stack>
      ) : pending(status, search.redirect_status, waiting()) ? (
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
