import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { isApiError } from '../../api/client/api-error'
import { createReminderPayment, getReminder } from '../../api/client/payments'
import {
  INVALID_REMINDER,
  INVOICE_ALREADY_PAID,
  PAYMENT_METHODS,
  type PaymentMethod,
  type ReminderInvoice,
  type ReminderPaymentResponse,
} from '../../api/contract/payments'
import { formatDate, formatList, formatPrice } from '../../i18n/format'
import { track } from '../analytics/data-layer'
import { useAppDeps } from '../app/deps'
import { usePageTitle } from '../layout/page-title'
import { LocalBankModal } from './LocalBankModal'
import { StripePaymentModal } from './StripePaymentModal'
import { rememberReminder, successSearch } from './payment-pages'

const METHOD_LABELS = { ideal: msg`iDEAL`, card: msg`Creditcard` } as const

/**
 * `/invoice-reminder?token=…` (core §2; forms §2 payment reminder and reminder fulfilled): the open
 * invoice of an e-mailed reminder, paid by iDEAL or card; once paid, the reminder says so.
 */
export function InvoiceReminderPage({ token }: { token: string | undefined }) {
  usePageTitle(msg`Betaalherinnering`)
  const { t } = useLingui()
  const { http } = useAppDeps()
  const reminder = useQuery({
    queryKey: ['invoice-reminder', token],
    queryFn: ({ signal }) => getReminder(http, token!, signal),
    enabled: Boolean(token),
    retry: (count, error) =>
      !(isApiError(error) && error.status !== undefined && error.status < 500) && count < 2,
  })
  let body
  if (!token || (reminder.isError && invalidLink(reminder.error))) body = <InvalidLink />
  else if (reminder.isPending)
    body = (
      <Group gap="sm" role="status" aria-busy="true">
        <Loader size="sm" />
        <Text>{t`Je factuur wordt geladen…`}</Text>
      </Group>
    )
  else if (reminder.isError)
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert color="yellow" role="alert">
          {t`Je factuur kon niet worden geladen. Controleer je internetverbinding.`}
        </Alert>
        <Button variant="default" onClick={() => void reminder.refetch()}>
          {t`Opnieuw proberen`}
        </Button>
      </Stack>
    )
  else if (reminder.data.fulfilled) body = <Fulfilled invoice={reminder.data.invoice} />
  else
    body = (
      <OpenInvoice invoice={reminder.data.invoice} token={token} onPaid={() => void reminder.refetch()} />
    )
  return (
    <Container size="sm" py="xl" data-testid="invoice-reminder">
      {body}
    </Container>
  )
}

const alreadyPaid = (error: unknown) => isApiError(error) && error.body?.code === INVOICE_ALREADY_PAID

const invalidLink = (error: unknown) =>
  isApiError(error) &&
  (error.status === 404 || Boolean(error.body?.non_field_errors.includes(INVALID_REMINDER)))

function InvalidLink() {
  const { t } = useLingui()
  return (
    <Stack gap="md">
      <Title order={1}>{t`Deze betaallink werkt niet meer`}</Title>
      <Text>
        {t`De link is verlopen of niet volledig. Gebruik de link uit je nieuwste e-mail, of neem contact met ons op.`}
      </Text>
    </Stack>
  )
}

function InvoiceSummary({ invoice }: { invoice: ReminderInvoice }) {
  const { t, i18n } = useLingui()
  const amount = formatPrice(Number(invoice.amount), invoice.currency)
  const due = formatDate(invoice.due_date)
  const number = invoice.id
  return (
    <Paper withBorder radius="md" p="md" data-testid="invoice-summary">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text>{t`Factuur ${number}`}</Text>
          <Text fw={700} data-testid="invoice-amount">
            {amount}
          </Text>
        </Group>
        <Text size="sm" c="var(--partner-text-muted)">
          {t`Vervaldatum ${due}`}
        </Text>
        {invoice.products.length > 0 && (
          <Text size="sm" c="var(--partner-text-muted)">
            {formatList(invoice.products, i18n.locale)}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

/** The reminder fulfilled: nothing left to pay. */
function Fulfilled({ invoice }: { invoice: ReminderInvoice }) {
  const { t } = useLingui()
  return (
    <Stack gap="lg" data-testid="reminder-fulfilled">
      <Title order={1}>{t`Deze factuur is al betaald`}</Title>
      <Text>{t`Bedankt! Je hoeft niets meer te doen.`}</Text>
      <InvoiceSummary invoice={invoice} />
    </Stack>
  )
}

function OpenInvoice({
  invoice,
  token,
  onPaid,
}: {
  invoice: ReminderInvoice
  token: string
  onPaid: () => void
}) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const navigate = useNavigate()
  const [method, setMethod] = useState<PaymentMethod>('ideal')
  const [payment, setPayment] = useState<ReminderPaymentResponse | null>(null)
  const create = useMutation({
    mutationFn: () => createReminderPayment(http, { token, method }),
    onSuccess: (created) => {
      rememberReminder(created.payment_intent, token)
      track('add_payment_info', {
        payment_type: method,
        value: Number(invoice.amount),
        currency: invoice.currency,
      })
      setPayment(created)
    },
    onError: (error) => {
      // Paid meanwhile (another tab, the direct debit after all): the reminder is fulfilled.
      if (alreadyPaid(error)) onPaid()
    },
  })
  const amount = formatPrice(Number(invoice.amount), invoice.currency)
  const finished = (outcome: 'succeeded' | 'failed') => {
    if (!payment) return
    void navigate({ to: '/payment/success', search: successSearch(payment, outcome) })
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{t`Je factuur staat nog open`}</Title>
      <Text>
        {t`De automatische incasso van deze factuur is niet gelukt. Betaal het bedrag hieronder, dan blijft je verzekering gewoon doorlopen.`}
      </Text>
      <InvoiceSummary invoice={invoice} />
      <Radio.Group
        label={t`Hoe wil je betalen?`}
        value={method}
        onChange={(value) => setMethod(value as PaymentMethod)}
      >
        <Stack gap="xs" mt="xs">
          {PAYMENT_METHODS.map((value) => (
            <Radio key={value} value={value} label={i18n._(METHOD_LABELS[value])} />
          ))}
        </Stack>
      </Radio.Group>
      {/* Also on a lost connection: the payment could not be made now (forms §8 payment creation). */}
      {create.isError && !alreadyPaid(create.error) && (
        <Alert color="yellow" role="alert">
          {t`Er ging iets mis bij het aanmaken van de betaling.`}
        </Alert>
      )}
      <Button
        size="md"
        style={{ alignSelf: 'flex-start' }}
        loading={create.isPending}
        onClick={() => create.mutate()}
      >
        {t`${amount} betalen`}
      </Button>
      {payment?.provider.kind === 'local' && (
        <LocalBankModal
          payment={payment}
          method={method}
          amount={amount}
          onFinished={finished}
          onClose={() => setPayment(null)}
        />
      )}
      {payment?.provider.kind === 'stripe' && (
        <Modal opened onClose={() => setPayment(null)} title={t`Betalen`} zIndex={400}>
          <StripePaymentModal payment={payment} provider={payment.provider} />
        </Modal>
      )}
    </Stack>
  )
}
