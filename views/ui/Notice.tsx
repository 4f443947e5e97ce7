import type { ReactNode } from 'react'
import classes from './Notice.module.css'
import { PlainCloseButton } from './PlainCloseButton'

/**
 * A warning that stays until it is dealt with: the toasts (views/platform/toast.tsx) and the sign-in and
 * session notices (views/layout/AuthNotice.tsx). A box of our own rather than Mantine's Notification and
 * Alert: both are on every first page, where those two cost about 1.3 KB gzip (issue 26's budget) for a
 * box and a title; for the same reason its close button is CloseButton's markup without its module
 * (PlainCloseButton).
 */
export function Notice({
  title,
  children,
  onClose,
  closeLabel,
  floating = false,
}: {
  title?: ReactNode
  children: ReactNode
  /** With a close button, labelled `closeLabel`. */
  onClose?: () => void
  closeLabel?: string
  /** Above the page (a toast): opaque, with a shadow. */
  floating?: boolean
}) {
  return (
    <div role="alert" className={classes.notice} data-floating={floating || undefined}>
      <div className={classes.body}>
        {title && <p className={classes.title}>{title}</p>}
        <div>{children}</div>
      </div>
      {onClose && <PlainCloseButton className={classes.close} aria-label={closeLabel} onClick={onClose} />}
    </div>
  )
}
