import { Button, type ButtonProps } from '@mantine/core'
import {
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react'

/** What a lazily loaded menu module draws: a Mantine Menu around `target` (its Menu.Target child). */
export type LazyMenuBodyProps = { target: ReactElement }

/**
 * A header menu whose Mantine Menu (and with it floating-ui, some 25 KB gzip) is not on the first page:
 * until the button is first used, a plain button of the same look stands in its place (issue 26).
 * - Pointer over or focus on it starts loading the menu's code, so it is usually there by the click.
 * - The click swaps in the real menu and clicks its button once it is there: the menu opens as Mantine
 *   opens it, with focus on the button first, so Escape and closing return there.
 * Swapping only on the click (never on hover or focus) means no tap can land on a button that vanished.
 */
export function LazyMenu({
  body: Body,
  preload,
  children,
  buttonProps,
}: {
  /** `lazy(...)` of the menu module, made once at module level. */
  body: ComponentType<LazyMenuBodyProps>
  /** Starts fetching the menu's code (the same import the lazy component makes). */
  preload: () => unknown
  children: ReactNode
  buttonProps?: ButtonProps & Record<`data-${string}` | `aria-${string}`, string | undefined>
}) {
  const [opened, setOpened] = useState(false)
  const button = (own: ButtonProps & ComponentProps<'button'>) => (
    <Button variant="subtle" size="compact-md" {...buttonProps} {...own}>
      {children}
    </Button>
  )
  const target = button({ ref: opened ? takeOver : undefined })
  const standIn = button({
    'aria-haspopup': 'menu',
    'aria-expanded': opened,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: () => setOpened(true),
  })
  if (!opened) return standIn
  return (
    <Suspense fallback={standIn}>
      <Body target={target} />
    </Suspense>
  )
}

/**
 * The real button takes over once, when it first mounts: focus, then the click the stand-in received.
 * (Mounting the menu already open would skip Mantine's record of where focus was, so it could not
 * return there.) The click waits a microtask, until React has attached the menu's handlers.
 */
const takenOver = new WeakSet<HTMLElement>()
function takeOver(element: HTMLButtonElement | null) {
  if (!element || takenOver.has(element)) return
  takenOver.add(element)
  element.focus({ preventScroll: true })
  queueMicrotask(() => element.click())
}
