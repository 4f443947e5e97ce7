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
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { SnapshotFrom } from 'xstate'
import { PAYMENT_METHODS, type ReminderInvoice } from '../../api/contract/payments'
import type { PaymentReminderMachine } from '../../machines/payment-reminder.machine'
import { formatDate, formatList, formatPrice } from '../../i18n/format'
import { useAppDeps } from '../platform/deps'
import { countJourneys } from '../platform/journey-counting'
import { usePageTitle } from '../layout/page-title'
import { LocalBankModal } from './LocalBankModal'
import { paymentReminderLogic, type PaymentReminderRef } from './payment-reminder-effects'
import { successSearch } from './payment-pages'
import { StripePaymentModal } from './StripePaymentModal'
import { stripeForm, type StripeForm } from './stripe-form'

type Snapshot = SnapshotFrom<PaymentReminderMachine>

type Screen = 'loading' | 'loadFailed' | 'invalidLink' | 'fulfilled' | 'open'
const selectScreen = (s: Snapshot): Screen =>
  s.matches('loadFailed')
    ? 'loadFailed'
    : s.matches('invalidLink')
      ? 'invalidLink'
      : s.matches('fulfilled')
        ? 'fulfilled'
        : s.matches('open') || s.matches('answered')
          ? 'open'
          : 'loading'
const selectInvoice = (s: Snapshot) => s.context.invoice
const selectMethod = (s: Snapshot) => s.context.method
const selectCreating = (s: Snapshot) => s.matches({ open: 'creating' })
const selectCreateFailed = (s: Snapshot) => s.matches({ open: 'idle' }) && s.context.failure !== null
const selectProvider = (s: Snapshot) =>
  s.matches({ open: 'bank' }) ? 'local' : s.matches({ open: 'card' }) ? 'stripe' : null
/** Where the bank sends the customer once it answered (as Stripe does after a redirect). */
const selectReturn = (s: Snapshot) =>
  s.matches('answered') && s.context.payment && s.context.outcome
    ? successSearch(s.context.payment, s.context.outcome)
    : null

const METHOD_LABELS = { ideal: msg`iDEAL`, card: msg`Creditcard` } as const

/**
 * `/invoice-reminder?token=…` (core §2; forms §2 payment reminder and reminder fulfilled): the open
 * invoice of an e-mailed reminder, paid by iDEAL or card; once paid, the reminder says so.
 */
export function InvoiceReminderPage({ token }: { token: string | undefined }) {
  usePageTitle(msg`Betaalherinnering`)
  const { t } = useLingui()
  const { http } = useAppDeps()
  const navigate = useNavigate()
  // Stripe's form is no journey state: the journey's effects fill it, its modal gives it a place.
  const stripe = useMemo(stripeForm, [])
  const logic = useMemo(() => paymentReminderLogic(http, stripe), [http, stripe])
  const reminder = useActorRef(logic, { input: { token }, inspect: countJourneys(http) })
  const screen = useSelector(reminder, selectScreen)
  const invoice = useSelector(reminder, selectInvoice)
  const returned = useSelector(reminder, selectReturn)
  useEffect(() => {
    if (returned) void navigate({ to: '/payment/success', search: returned })
  }, [returned, navigate])
  let body
  if (screen === 'invalidLink') body = <InvalidLink />
  else if (screen === 'loading')
    body = (
      <Group gap="sm" role="status" aria-busy="true">
        <Loader size="sm" />
        <Text>{t`Je factuur wordt geladen…`}</Text>
      </Group>
    )
  else if (screen === 'loadFailed')
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert color="yellow" role="alert">
          {t`Je factuur kon niet worden geladen. Controleer je internetverbinding.`}
        </Alert>
        <Button variant="default" onClick={() => reminder.send({ type: 'user.retry' })}>
          {t`Opnieuw proberen`}
        </Button>
      </Stack>
    )
  else if (invoice && screen === 'fulfilled') body = <Fulfilled invoice={invoice} />
  else if (invoice) body = <OpenInvoice invoice={invoice} reminder={reminder} stripe={stripe} />
  return (
    <Container size="sm" py="xl" data-testid="invoice-reminder">
      {body}
    </Container>
  )
}

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
  const amount = formatPrice(Number(invoice.amount), invoice.currency, i18n.locale)
  const due = formatDate(invoice.due_date, i18n.locale)
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
  reminder,
  stripe,
}: {
  invoice: ReminderInvoice
  reminder: PaymentReminderRef
  stripe: StripeForm
}) {
  const { t, i18n } = useLingui()
  const method = useSelector(reminder, selectMethod)
  const creating = useSelector(reminder, selectCreating)
  const createFailed = useSelector(reminder, selectCreateFailed)
  const provider = useSelector(reminder, selectProvider)
  const amount = formatPrice(Number(invoice.amount), invoice.currency, i18n.locale)
  const close = () => reminder.send({ type: 'user.close' })
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
        onChange={(value) => {
          const chosen = PAYMENT_METHODS.find((m) => m === value)
          if (chosen) reminder.send({ type: 'user.chooseMethod', method: chosen })
        }}
      >
        <Stack gap="xs" mt="xs">
          {PAYMENT_METHODS.map((value) => (
            <Radio key={value} value={value} label={i18n._(METHOD_LABELS[value])} />
          ))}
        </Stack>
      </Radio.Group>
      {/* Also on a lost connection: the payment could not be made now (forms §8 payment creation). */}
      {createFailed && (
        <Alert color="yellow" role="alert">
          {t`Er ging iets mis bij het aanmaken van de betaling.`}
        </Alert>
      )}
      <Button
        size="md"
        style={{ alignSelf: 'flex-start' }}
        loading={creating}
        onClick={() => reminder.send({ type: 'user.pay' })}
      >
        {t`${amount} betalen`}
      </Button>
      {provider === 'local' && (
        <LocalBankModal reminder={reminder} method={method} amount={amount} onClose={close} />
      )}
      {provider === 'stripe' && (
        <Modal
          opened
          onClose={close}
          title={t`Betalen`}
          zIndex={400}
          closeButtonProps={{ 'aria-label': t`Sluiten` }}
        >
          <StripePaymentModal reminder={reminder} stripe={stripe} />
        </Modal>
      )}
    </Stack>
  )
}
