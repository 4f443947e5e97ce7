import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { useId, useState } from 'react'
import type { ListItem } from '../../api/contract/cart'
import { formatDate, formatPrice } from '../../i18n/format'
import { hyphenate } from '../ui/hyphenate'
import { ChevronDownIcon, TrashIcon } from '../ui/icons'
import classes from './cart.module.css'
import { isCalculating, type CartEntry } from './use-cart'

/** A list item's value in the page's language: the server sends money and dates as data, texts as words. */
const listValue = (item: ListItem, currency: string, locale: string) =>
  item.type === 'money'
    ? formatPrice(Number(item.value), currency, locale)
    : item.type === 'date'
      ? formatDate(item.value, locale)
      : item.value

export interface CartCardProps {
  item: CartEntry
  /** The path contains checkout: cards open by themselves. */
  funnelStarted: boolean
  /** A user quote fixes the cart: no delete. */
  canDelete: boolean
  onDelete: (item: CartEntry) => void
}

/**
 * One cart item: name and monthly price; its list items once the funnel has started. Items of the
 * checkout cart can be folded open and shut by the user.
 */
export function CartCard({ item, funnelStarted, canDelete, onDelete }: CartCardProps) {
  const { t, i18n } = useLingui()
  const product = item.insurance_product
  // Open once the funnel has started, unless the user folded it (only checkout-cart cards can be).
  const [folded, setFolded] = useState<boolean | null>(null)
  const expanded = folded === null ? funnelStarted : !folded
  const toggleable = funnelStarted && item.inCheckoutCart && item.list_items.length > 0
  const detailsId = useId()
  const name = product.name
  const shownName = hyphenate(name)
  const price = isCalculating(product.price) ? (
    <Text size="sm" c="var(--partner-text-muted)" fs="italic">
      {t`Premie nog niet berekend`}
    </Text>
  ) : (
    <Text fw={600} data-testid="cart-item-price">
      {formatPrice(Number(product.price), product.price_currency, i18n.locale)}
      <Text span size="xs" c="var(--partner-text-muted)">
        {' '}
        {t`per maand`}
      </Text>
    </Text>
  )

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      className={classes.card}
      data-testid="cart-item"
      data-in-checkout={item.inCheckoutCart || undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {toggleable ? (
            <UnstyledButton
              onClick={() => setFolded(expanded)}
              aria-expanded={expanded}
              aria-controls={detailsId}
              className={classes.cardToggle}
            >
              <Text fw={600}>{shownName}</Text>
              <ChevronDownIcon size={16} className={expanded ? classes.chevronOpen : classes.chevron} />
            </UnstyledButton>
          ) : (
            <Text fw={600}>{shownName}</Text>
          )}
          {price}
        </Stack>
        {canDelete && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onDelete(item)}
            aria-label={t`${name} verwijderen`}
          >
            <TrashIcon size={18} />
          </ActionIcon>
        )}
      </Group>
      {item.list_items.length > 0 && (
        <Collapse expanded={expanded} id={detailsId}>
          <dl className={classes.listItems}>
            {item.list_items.map((line) => (
              <div key={line.label} className={classes.listItem}>
                <dt>{line.label}</dt>
                <dd>{listValue(line, product.price_currency, i18n.locale)}</dd>
              </div>
            ))}
          </dl>
        </Collapse>
      )}
    </Paper>
  )
}
