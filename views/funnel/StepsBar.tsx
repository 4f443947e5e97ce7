import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { STEPS, type StepKey, type StepsFlow } from './steps'
import classes from './steps.module.css'

const LABELS: Record<StepKey, MessageDescriptor> = {
  insurance: msg`Verzekering`,
  personalise: msg`Persoonlijk maken`,
  medicalHistory: msg`Gezondheid`,
  payment: msg`Betaling`,
  checkout: msg`Afronden`,
  configure: msg`Samenstellen`,
  knowledgeTest: msg`Kennistoets`,
  calculate: msg`Berekenen`,
  result: msg`Resultaat`,
  consumerPremium: msg`Premie berekenen`,
  consumerUserInfo: msg`Jouw gegevens`,
  consumerFormalities: msg`Slotvragen`,
  consumerPayment: msg`Afsluiten`,
}

/** The funnel's progress (core §2): one segment per step with the flow's widths; none for aov_acture. */
export function StepsBar({ flow, current }: { flow: StepsFlow; current: number }) {
  const { i18n } = useLingui()
  const segments = STEPS[flow]
  if (segments.length === 0) return null
  return (
    <nav aria-label={i18n._(msg`Voortgang`)} className={classes.bar} data-testid="steps-bar" data-flow={flow}>
      <ol className={classes.list}>
        {segments.map((segment, i) => (
          <li
            key={segment.key}
            className={classes.step}
            style={
              {
                '--step-width': `${segment.width}%`,
                '--step-width-mobile': `${segment.mobileWidth}%`,
              } as never
            }
            data-state={i < current ? 'done' : i === current ? 'current' : 'todo'}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className={classes.fill} />
            <span className={classes.label}>{i18n._(LABELS[segment.key])}</span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
