import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useFlag } from '../partner/use-partner'
import classes from './layout.module.css'

/**
 * Three selling points scrolling by in 25 seconds, behind the promo_ticker flag (core §2, §9). It
 * pauses on hover and focus, has a pause button (WCAG 2.2.2), and stands still for reduced motion.
 */
export function PromoTicker() {
  const { t } = useLingui()
  const on = useFlag('promo_ticker')
  const [paused, setPaused] = useState(false)
  if (!on) return null
  const points = [
    t({ id: 'ticker.premium', message: 'Binnen drie minuten je premie' }),
    t({ id: 'ticker.cover', message: 'Binnen vijf minuten verzekerd' }),
    t({ id: 'ticker.monthly', message: 'Maandelijks opzegbaar' }),
  ]
  const row = (hidden: boolean) => (
    <ul className={classes.tickerRow} aria-hidden={hidden || undefined} data-copy={hidden || undefined}>
      {points.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  )
  return (
    <section
      className={classes.ticker}
      aria-label={t`Voordelen`}
      data-testid="promo-ticker"
      data-theme-keys="ticker_background ticker_text"
      data-paused={paused}
    >
      <div className={classes.tickerTrack}>
        {row(false)}
        {row(true)}
      </div>
      <button
        type="button"
        className={classes.tickerToggle}
        aria-pressed={paused}
        onClick={() => setPaused((p) => !p)}
      >
        {paused ? t`Afspelen` : t`Pauzeren`}
      </button>
    </section>
  )
}
