import { hyphenate } from '../ui/hyphenate'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { CustomerInvoice } from '../../api/contract/invoices'
import { formatDate, formatPrice } from '../../i18n/format'
import { INVOICE_DISPLAY, invoicesQuery, pollDelay } from '../invoices/invoices-query'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { LoadFailed } from '../ui/LoadFailed'
import { InvoiceStatus } from './InvoiceStatus'
import classes from './invoices.module.css'

/**
 * `/user/invoices` (core §2, forms §3–§4): the customer's invoices, newest billing date first, each with
 * its period, the policies it bills, its amount, its status in words and shape, and the account it is
 * debited from. A failed or never started debit has "Nu betalen", which leads to the reminder payment
 * (its `pay_url`); a debit being collected is asked about again until it settles.
 */
export function InvoicesPage() {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const invoices = useQuery({
    ...invoicesQuery(http, user?.id ?? 0, i18n.locale),
    enabled: user !== null,
    refetchInterval: (query) =>
      query.state.data?.some((i) => i.status === 'processing')
        ? pollDelay(query.state.dataUpdateCount)
        : false,
  })
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t`Facturen`}</Title>
        <Text c="dimmed">
          {t`Elke maand schrijven we de premie van je verzekeringen af van je rekening. Hier zie je per maand wat we afschrijven en hoe het ervoor staat.`}
        </Text>
      </Stack>
      <InvoicesState invoices={invoices} />
    </Stack>
  )
}

function InvoicesState({ invoices }: { invoices: ReturnType<typeof useQuery<CustomerInvoice[]>> }) {
  const { t } = useLingui()
  if (invoices.isPending)
    return (
      <Group gap="sm" role="status" data-testid="invoices-loading">
        <Loader size="sm" aria-hidden />
        <Text>{t`Je facturen worden geladen…`}</Text>
      </Group>
    )
  if (invoices.isError)
    return (
      <LoadFailed message={t`We konden je facturen niet ophalen.`} onRetry={() => void invoices.refetch()} />
    )
  if (invoices.data.length === 0)
    return (
      <Paper withBorder radius="md" p="lg" data-testid="invoices-empty">
        <Text fw={600}>{t`Je hebt nog geen facturen`}</Text>
        <Text size="sm" mt={4}>
          {t`Zodra je een verzekering afsluit, zie je hier elke maand de factuur van je premie.`}
        </Text>
      </Paper>
    )
  return (
    <ul className={classes.list} aria-label={t`Je facturen, nieuwste eerst`}>
      {invoices.data.map((invoice) => (
        <li key={invoice.id}>
          <InvoiceCard invoice={invoice} />
        </li>
      ))}
    </ul>
  )
}

function InvoiceCard({ invoice }: { invoice: CustomerInvoice }) {
  const { t, i18n } = useLingui()
  const display = INVOICE_DISPLAY[invoice.status]
  const amount = formatPrice(Number(invoice.amount), invoice.currency, i18n.locale)
  const date = formatDate(invoice.due_date, i18n.locale)
  const first = invoice.policies[0]
  const from = first ? formatDate(first.period_start, i18n.locale) : ''
  const until = first ? formatDate(first.period_end, i18n.locale) : ''
  const last4 = invoice.iban_last4
  const headingId = `invoice-${invoice.id}`
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="article"
      aria-labelledby={headingId}
      data-testid="invoice"
      data-status={invoice.status}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t`Factuur van ${date}`}
        </Title>
        <InvoiceStatus display={display} />
      </Group>
      <dl className={classes.facts}>
        {first && (
          <>
            <dt>{t`Periode`}</dt>
            <dd>{t`${from} t/m ${until}`}</dd>
          </>
        )}
        <dt>{t`Verzekeringen`}</dt>
        <dd>
          <ul className={classes.policies}>
            {invoice.policies.map((policy) => (
              <li key={policy.id}>
                {hyphenate(policy.product_name)} <span className={classes.number}>({policy.number})</span>
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t`Bedrag`}</dt>
        <dd data-testid="invoice-amount">{t`${amount} per maand`}</dd>
        <dt>{t`Rekening`}</dt>
        <dd>{t`eindigend op ${last4}`}</dd>
      </dl>
      <InvoiceAction invoice={invoice} amount={amount} />
    </Paper>
  )
}

/** What the customer can do or wait for: pay a failed or unstarted one now, or wait for the collection. */
function InvoiceAction({ invoice, amount }: { invoice: CustomerInvoice; amount: string }) {
  const { t } = useLingui()
  const display = INVOICE_DISPLAY[invoice.status]
  if (display === 'processing')
    return (
      <Text size="sm" mt="sm">
        {t`We schrijven dit bedrag nu af van je rekening. Zodra je bank het bevestigt, zie je het hier.`}
      </Text>
    )
  if (display !== 'failed') return null
  return (
    <Alert color="red" mt="sm" title={t`Deze factuur is nog niet betaald`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {invoice.pay_url
            ? t`We konden ${amount} niet van je rekening afschrijven. Je verzekering loopt alleen door als je dit betaalt: dat kan nu met iDEAL of creditcard.`
            : t`We konden ${amount} niet van je rekening afschrijven. Neem contact met ons op om dit te betalen.`}
        </Text>
        {invoice.pay_url && (
          <Button component="a" href={invoice.pay_url}>
            {t`Nu betalen`}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
