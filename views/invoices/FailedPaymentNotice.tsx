import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { CustomerInvoice } from '../../api/contract/invoices'
import { formatList, formatPrice } from '../../i18n/format'
import { useAppDeps } from '../platform/deps'
import { useAuthWith, userIdOf } from '../platform/use-auth'
import { invoicesQuery, isUnpaidFailure } from './invoices-query'

/**
 * A signed-in customer's payment that failed and is still to pay (a first direct debit the bank
 * refused): what it was for and the link that pays it. Nothing while there is none; gone once paid.
 */
export function FailedPaymentNotice() {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const userId = useAuthWith(userIdOf)
  const invoices = useQuery({ ...invoicesQuery(http, userId ?? 0, i18n.locale), enabled: userId !== null })
  const unpaid = (invoices.data ?? []).filter(isUnpaidFailure)
  if (unpaid.length === 0) return null
  return (
    <Alert color="red" title={t`Een betaling is mislukt`} mb="lg" data-testid="failed-payment-notice">
      <Stack gap="sm">
        {unpaid.map((invoice) => (
          <UnpaidInvoice key={invoice.id} invoice={invoice} />
        ))}
      </Stack>
    </Alert>
  )
}

function UnpaidInvoice({ invoice }: { invoice: CustomerInvoice & { pay_url: string } }) {
  const { t, i18n } = useLingui()
  const amount = formatPrice(Number(invoice.amount), invoice.currency, i18n.locale)
  const products = formatList(
    invoice.policies.map((p) => p.product_name),
    i18n.locale,
  )
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" style={{ flex: '1 1 16rem' }}>
        {products
          ? t`We konden ${amount} voor ${products} niet van je rekening afschrijven. Betaal het nu, dan blijf je verzekerd.`
          : t`We konden ${amount} niet van je rekening afschrijven. Betaal het nu, dan blijf je verzekerd.`}
      </Text>
      <Button component="a" href={invoice.pay_url} size="sm">
        {t`Nu betalen`}
      </Button>
    </Group>
  )
}
