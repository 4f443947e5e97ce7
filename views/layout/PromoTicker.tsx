import { useLingui } from '@lingui/react/macro'
import { useFlag } from '../partner/use-partner'
import classes from './layout.module.css'

/** Three selling points scrolling by in 25 seconds, behind the promo_ticker flag (core §2, §9). */
export function PromoTicker() {
  const { t } = useLingui()
  const on = useFlag('promo_ticker')
  if (!on) return null
  const points = [
    t({ id: 'ticker.premium', message: 'Binnen een minuut je premie' }),
    t({ id: 'ticker.cover', message: 'Binnen vijf minuten verzekerd' }),
    t({ id: 'ticker.monthly', message: 'Maandelijks opzegbaar' }),
  ]
  const row = (hidden: boolean) => (
    <ul className={classes.tickerRow} aria-hidden={hidden || undefined}>
      {points.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  )
  return (
    <section className={classes.ticker} aria-label={t`Voordelen`} data-testid="promo-ticker">
      <div className={classes.tickerTrack}>
        {row(false)}
        {row(true)}
      </div>
    </section>
  )
}
