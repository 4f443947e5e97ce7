import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useId, useState } from 'react'
import { CartIcon } from '../ui/icons'
import { CartPanel } from './CartPanel'
import classes from './cart.module.css'
import { useCart } from './use-cart'

/** Large screens (≥ 992 px, a breakpoint of the spec) have the cart as a fixed side panel. */
export const LARGE_SCREEN = '(min-width: 992px)'

/**
 * Where the cart lives: a fixed side panel on large screens, a full-screen overlay behind a cart
 * button on small ones (core §2).
 */
export function CartDock() {
  const { t } = useLingui()
  const large = useMediaQuery(LARGE_SCREEN, true, { getInitialValueInEffect: false })
  const [open, setOpen] = useState(false)
  const headingId = useId()
  const { items } = useCart()

  if (large)
    return (
      <aside className={classes.side} aria-labelledby={headingId} data-testid="cart-panel">
        <CartPanel headingId={headingId} />
      </aside>
    )
  return (
    <>
      <Button
        className={classes.fab}
        size="md"
        radius="xl"
        onClick={() => setOpen(true)}
        leftSection={<CartIcon />}
        rightSection={
          <Badge circle color="white" c="var(--partner-button-primary)">
            {items.length}
          </Badge>
        }
        aria-haspopup="dialog"
        data-testid="cart-button"
      >
        {t`Winkelwagen`}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        fullScreen
        withCloseButton
        closeButtonProps={{ 'aria-label': t`Winkelwagen sluiten` }}
        title={null}
        transitionProps={{ transition: 'slide-up', duration: 150 }}
        data-testid="cart-overlay"
        aria-labelledby={headingId}
      >
        <CartPanel headingId={headingId} onClose={() => setOpen(false)} />
      </Modal>
    </>
  )
}
