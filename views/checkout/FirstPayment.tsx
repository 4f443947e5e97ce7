import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { CustomerInvoice } from '../../api/contract/invoices'
import { formatPrice } from '../../i18n/format'
import { INVOICE_DISPLAY, invoicesQuery, pollDelay } from '../invoices/invoices-query'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { CheckIcon } from '../ui/icons'
import { LoadFailed } from '../ui/LoadFailed'

const stillCollecting = (invoice: CustomerInvoice | undefined) => invoice?.status === 'processing'

/**
 * The first payment of a group's purchase (debited at once, api/contract/purchase.ts), as it stands:
 * being collected (asked again until it settles), paid, or failed with the link that pays it. Read
 * from the server, so a reload of the result tells the same.
 */
export function FirstPayment({ invoiceId }: { invoiceId: number }) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const invoices = useQuery({
    ...invoicesQuery(http, user?.id ?? 0, i18n.locale),
    enabled: user !== null,
    refetchInterval: (query) =>
      stillCollecting(query.state.data?.find((i) => i.id === invoiceId))
        ? pollDelay(query.state.dataUpdateCount)
        : false,
  })
  const invoice = invoices.data?.find((i) => i.id === invoiceId)
  if (invoices.isError && !invoice)
    return (
      <LoadFailed
        message={t`We konden niet ophalen hoe het met je eerste betaling staat.`}
        onRetry={() => void invoices.refetch()}
      />
    )
  if (!invoice && !invoices.isPending) return null
  // One live region: the customer hears the payment settle (polite; the failure is an alert of its own).
  return (
    <div role="status" data-testid="first-payment" data-status={invoice?.status ?? 'processing'}>
      {invoice ? (
        <PaymentState invoice={invoice} />
      ) : (
        <Collecting text={t`We schrijven de eerste premie nu af van je rekening.`} />
      )}
    </div>
  )
}

function PaymentState({ invoice }: { invoice: CustomerInvoice }) {
  const { t, i18n } = useLingui()
  const amount = formatPrice(Number(invoice.amount), invoice.currency, i18n.locale)
  const display = INVOICE_DISPLAY[invoice.status]
  if (display === 'processing')
    return (
      <Collecting
        text={t`We schrijven de eerste premie van ${amount} nu af van je rekening. Zodra je bank het bevestigt, zie je het hier.`}
      />
    )
  if (display === 'paid')
    return (
      <Group gap="xs" wrap="nowrap" c="var(--mantine-color-green-light-color)">
        <CheckIcon aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={600}>{t`Je eerste premie van ${amount} is betaald.`}</Text>
      </Group>
    )
  if (display === 'failed')
    return (
      <Alert color="red" title={t`Je eerste betaling is mislukt`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {invoice.pay_url
              ? t`We konden de eerste premie van ${amount} niet van je rekening afschrijven. Je verzekering loopt alleen door als je deze premie betaalt: dat kan nu met iDEAL of creditcard.`
              : t`We konden de eerste premie van ${amount} niet van je rekening afschrijven. Neem contact met ons op om die te betalen.`}
          </Text>
          {invoice.pay_url && (
            <Button component="a" href={invoice.pay_url}>
              {t`Nu betalen`}
            </Button>
          )}
        </Stack>
      </Alert>
    )
  return (
    <Text>
      {display === 'refunded'
        ? t`De eerste premie van ${amount} is terugbetaald.`
        : t`De eerste factuur van ${amount} is geannuleerd.`}
    </Text>
  )
}

function Collecting({ text }: { text: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Loader size="xs" aria-hidden />
      <Text>{text}</Text>
    </Group>
  )
}
