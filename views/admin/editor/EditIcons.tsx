import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import type { ColorKey } from '../../../api/contract/colors'
import { AREA_LABELS, FALLBACK_AREA } from './color-words'
import classes from './editor.module.css'

interface Placed {
  /** The keys as the page names them (`data-theme-keys`), one icon per distinct set. */
  keys: string
  top: number
  left: number
}

const ICON = 28

/** The first visible element painting each key set; filled buttons only (other variants use no brand fill). */
function place(): Placed[] {
  const placed = new Map<string, Placed>()
  for (const element of document.querySelectorAll<HTMLElement>('[data-theme-keys]')) {
    const keys = element.dataset.themeKeys?.trim()
    if (!keys || placed.has(keys)) continue
    const variant = element.getAttribute('data-variant')
    if (variant && variant !== 'filled') continue
    if (element.closest('[data-admin-editor]')) continue
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    const maxLeft = document.documentElement.clientWidth - ICON - 4
    placed.set(keys, {
      keys,
      top: Math.max(0, rect.top + window.scrollY - ICON / 2),
      left: Math.max(4, Math.min(maxLeft, rect.right + window.scrollX - ICON / 2)),
    })
  }
  return [...placed.values()]
}

const samePlaces = (a: Placed[], b: Placed[]) =>
  a.length === b.length &&
  a.every((p, i) => p.keys === b[i]?.keys && p.top === b[i]?.top && p.left === b[i]?.left)

/**
 * Edit mode: a button next to each part of the page a colour set paints (the customer pages only mark
 * them with `data-theme-keys`, so no editor code ships to customers). Followed on resize, scroll and
 * page changes.
 */
export function EditIcons({ onOpen }: { onOpen: (keys: ColorKey[], icon: HTMLElement) => void }) {
  const { t, i18n } = useLingui()
  const [places, setPlaces] = useState<Placed[]>([])
  useEffect(() => {
    const update = () => setPlaces((old) => (samePlaces(old, place()) ? old : place()))
    update()
    const timer = window.setInterval(update, 600)
    window.addEventListener('resize', update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('resize', update)
      window.removeEventListener('scroll', update)
    }
  }, [])
  return createPortal(
    <div className={classes.icons} data-admin-editor="">
      {places.map(({ keys, top, left }) => {
        const area = i18n._(AREA_LABELS[keys] ?? FALLBACK_AREA)
        return (
          <button
            key={keys}
            type="button"
            className={classes.icon}
            style={{ top, left }}
            aria-label={t`Kleuren bewerken: ${area}`}
            data-edit-keys={keys}
            onClick={(event) => onOpen(keys.split(' ') as ColorKey[], event.currentTarget)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 3a9 9 0 0 0 0 18c1 0 1.7-.8 1.7-1.7 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-1 .8-1.7 1.7-1.7H17a4 4 0 0 0 4-4C21 6.9 17 3 12 3Zm-5.5 9a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z"
              />
            </svg>
          </button>
        )
      })}
    </div>,
    document.body,
  )
}
