import { useLingui } from '@lingui/react/macro'
import { CHECKIN_STEPS, STEP_LABELS, type CheckinStep } from './checkin-texts'
import classes from './checkin.module.css'

/**
 * The check-in's own steps bar (the spec gives none for check-in, docs/checkin.md): its four real steps,
 * equal in width, the current one marked for screen readers too. The success page shows none.
 */
export function CheckinSteps({ current }: { current: CheckinStep }) {
  const { t, i18n } = useLingui()
  const index = CHECKIN_STEPS.indexOf(current)
  const total = CHECKIN_STEPS.length
  const position = index + 1
  return (
    <nav aria-label={t`Voortgang`} data-testid="checkin-steps" data-step={current}>
      <ol className={classes.steps}>
        {CHECKIN_STEPS.map((step, i) => (
          <li
            key={step}
            className={classes.step}
            data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className={classes.fill} />
            <span className={classes.label}>{i18n._(STEP_LABELS[step])}</span>
          </li>
        ))}
      </ol>
      <p className={classes.srOnly}>{t`Stap ${position} van ${total}`}</p>
    </nav>
  )
}
