import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useEffect, useId, useRef, useState } from 'react'
import { CartIcon } from '../ui/icons'
import { CartPanel, CartTitle, forgetCartView } from './CartPanel'
import classes from './cart.module.css'
import { useCart } from './use-cart'

/** Large screens (≥ 992 px, a breakpoint of the spec) have the cart as a fixed side panel. */
const LARGE_SCREEN = '(min-width: 992px)'

/**
 * Where the cart lives: a fixed side panel on large screens, a full-screen overlay behind a cart
 * button on small ones (core §2).
 */
export function CartDock({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const large = useMediaQuery(LARGE_SCREEN, true, { getInitialValueInEffect: false })
  const [overlayOpen, setOverlayOpen] = useState(false)
  const headingId = useId()
  const { items } = useCart()
  // Closing the side panel removes the focused Close button: focus goes to the button that reopens it.
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closedByUser = useRef(false)
  useEffect(() => {
    if (!open && closedByUser.current) buttonRef.current?.focus()
    closedByUser.current = false
  }, [open])

  if (large && open)
    return (
      <aside className={classes.side} aria-labelledby={headingId} data-testid="cart-panel">
        <CartPanel
          headingId={headingId}
          onClose={() => {
            closedByUser.current = true
            onOpenChange(false)
          }}
        />
      </aside>
    )
  const button = (
    <Button
      ref={buttonRef}
      className={classes.fab}
      size="md"
      radius="xl"
      onClick={() => {
        forgetCartView()
        if (large) onOpenChange(true)
        else setOverlayOpen(true)
      }}
      leftSection={<CartIcon />}
      rightSection={
        <Badge circle color="white" c="var(--partner-button-primary)">
          {items.length}
        </Badge>
      }
      aria-haspopup={large ? undefined : 'dialog'}
      data-testid="cart-button"
    >
      {t`Winkelwagen`}
    </Button>
  )
  if (large) return button
  return (
    <>
      {button}
      <Modal
        opened={overlayOpen}
        onClose={() => setOverlayOpen(false)}
        fullScreen
        withCloseButton
        closeButtonProps={{ 'aria-label': t`Winkelwagen sluiten` }}
        title={<CartTitle count={items.length} />}
        transitionProps={{ transition: 'slide-up', duration: 150 }}
        data-testid="cart-overlay"
      >
        <CartPanel headingId={headingId} overlay onClose={() => setOverlayOpen(false)} />
      </Modal>
    </>
  )
}
