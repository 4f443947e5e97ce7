import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { flowModeOf, isFunnelStarted } from '../platform/flow-mode'
import { selectBusy } from '../../machines/checkout/selectors'
import { formatPrice } from '../../i18n/format'
import { ecommerce, track } from '../analytics/data-layer'
import { useAuthWith, withUserQuote } from '../platform/use-auth'
import { leaveResult, useCheckoutActor } from '../platform/use-checkout'
import { LoadFailed } from '../ui/LoadFailed'
import { CartCard } from './CartCard'
import { DeleteItemDialog } from './DeleteItemDialog'
import classes from './cart.module.css'
import { useCart, type CartEntry } from './use-cart'

/**
 * The cart (core §2): the chosen insurances with their monthly prices, a count, the total per month,
 * and Continue, which starts the checkout (Close once the funnel has started).
 */
/** The page visit whose showing of the cart was counted (view_cart). */
let viewedVisit: string | null = null
/** The customer opens the cart again: that showing counts as a view of its own. */
export const forgetCartView = () => {
  viewedVisit = null
}

export function CartPanel({
  onClose,
  headingId,
  overlay = false,
}: {
  onClose: () => void
  headingId: string
  /** Shown as the small screens' overlay, which closes once the checkout starts. */
  overlay?: boolean
}) {
  const { t, i18n } = useLingui()
  const checkout = useCheckoutActor()
  const busy = useSelector(checkout, selectBusy)
  // The page shown: while a navigation is pending (the journey moved on), `location` is already the
  // next page's, and a visit of it would be counted before it shows.
  const location = useRouterState({ select: (s) => s.resolvedLocation ?? s.location })
  const funnelStarted = isFunnelStarted(location.pathname)
  const cart = useCart()
  const hasUserQuote = useAuthWith(withUserQuote)
  const [deleting, setDeleting] = useState<CartEntry | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const count = cart.items.length

  // view_cart once per showing: the first on each page visit (the history entry's key, so the panel
  // mounting again on the same page does not count twice), and again when the customer reopens it.
  const visit = (location.state as { __TSR_key?: string }).__TSR_key ?? location.href
  useEffect(() => {
    if (viewedVisit === visit || count === 0) return
    viewedVisit = visit
    track('view_cart', ecommerce(cart.items.map((i) => i.insurance_product)))
  }, [visit, count, cart.items])

  const start = async () => {
    track('begin_checkout', ecommerce(cart.items.map((i) => i.insurance_product)))
    await leaveResult(checkout)
    checkout.send({ type: 'cart.continue', mode: flowModeOf(location.pathname, location.search) })
    if (overlay) onClose()
  }

  return (
    <Stack gap="md" className={classes.panel} aria-busy={busy || cart.loading} ref={panelRef} tabIndex={-1}>
      {/* The overlay's dialog title says it there (one heading, the dialog's name). */}
      {!overlay && (
        <Title order={2} size="h4" id={headingId}>
          <CartTitle count={count} />
        </Title>
      )}

      {cart.loading ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Winkelwagen laden`}>
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : cart.error ? (
        <LoadFailed
          message={t`Je winkelwagen kon niet worden geladen.`}
          onRetry={() => void cart.refetch()}
        />
      ) : count === 0 ? (
        <Text c="var(--partner-text-muted)" data-testid="cart-empty">
          <Trans>Je winkelwagen is nog leeg. Voeg een verzekering toe om verder te gaan.</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.list} aria-labelledby={headingId}>
          {cart.items.map((item) => (
            <CartCard
              key={item.id}
              item={item}
              funnelStarted={funnelStarted}
              canDelete={!hasUserQuote}
              onDelete={setDeleting}
            />
          ))}
        </Stack>
      )}

      {count > 0 && (
        <div className={classes.total}>
          <Group justify="space-between" align="baseline">
            <Text fw={600}>{t`Totaal per maand`}</Text>
            <Text fw={700} size="lg" data-testid="cart-total">
              {cart.total > 0 ? formatPrice(cart.total, cart.currency, i18n.locale) : t`Wordt berekend…`}
            </Text>
          </Group>
          <Text size="xs" c="var(--partner-text-muted)">
            {cart.partial && cart.total > 0
              ? t`Inclusief assurantiebelasting, zonder de premies die nog niet berekend zijn.`
              : t`Inclusief assurantiebelasting.`}
          </Text>
        </div>
      )}

      {funnelStarted ? (
        <Button variant="default" fullWidth onClick={onClose}>
          {t`Sluiten`}
        </Button>
      ) : (
        <Button fullWidth size="md" disabled={count === 0} loading={busy} onClick={() => void start()}>
          {t`Verder`}
        </Button>
      )}

      <DeleteItemDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null)
          // The deleted card's button is gone: the cart itself takes the focus.
          requestAnimationFrame(() => panelRef.current?.focus())
        }}
        onConfirm={cart.remove}
      />
    </Stack>
  )
}

/** "Winkelwagen" and the count badge: the side panel's heading, the overlay's dialog title. */
export function CartTitle({ count }: { count: number }) {
  const { t } = useLingui()
  return (
    <Group gap="xs" component="span" wrap="nowrap">
      <span>{t`Winkelwagen`}</span>
      <Badge circle size="lg" component="span" aria-hidden="true" data-testid="cart-count">
        {count}
      </Badge>
      <VisuallyHidden>{plural(count, { one: '# verzekering', other: '# verzekeringen' })}</VisuallyHidden>
    </Group>
  )
}
