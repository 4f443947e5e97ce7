import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { ListItem } from '../../api/contract/cart'
import type { Policy } from '../../api/contract/policies'
import { formatDate, formatPrice } from '../../i18n/format'
import classes from './policies.module.css'

/** A cover line's value as the reader reads it: money and dates in the page's language. */
export function coverValue(item: ListItem, currency: string, locale: string): string {
  if (item.type === 'money') return formatPrice(Number(item.value), currency, locale)
  if (item.type === 'date') return formatDate(item.value, locale)
  return item.value
}

/** The monthly premium, with two decimals per month. */
export function usePremium(policy: Pick<Policy, 'monthly_premium' | 'currency'>) {
  const { t, i18n } = useLingui()
  const amount = formatPrice(Number(policy.monthly_premium), policy.currency, i18n.locale)
  return t`${amount} per maand`
}

/** A policy's facts as a description list: number, dates, premium, then what it covers. */
export function PolicyFacts({ policy, extra = [] }: { policy: Policy; extra?: [string, string][] }) {
  const { t, i18n } = useLingui()
  const premium = usePremium(policy)
  const rows: [string, string][] = [
    [t`Polisnummer`, policy.number],
    [t`Ingangsdatum`, formatDate(policy.start_date, i18n.locale)],
    [t`Einddatum`, policy.end_date ? formatDate(policy.end_date, i18n.locale) : t`Loopt door`],
    [t`Premie`, premium],
    ...extra,
    ...policy.cover
      // The start date is a row of its own already.
      .filter((item) => item.type !== 'date')
      .map((item): [string, string] => [item.label, coverValue(item, policy.currency, i18n.locale)]),
  ]
  return (
    <dl className={classes.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <Text component="dt" size="sm" c="var(--partner-text-muted)">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  )
}
