import { useLingui } from '@lingui/react/macro'
import { Button, Title } from '@mantine/core'
import { type ReactNode } from 'react'
import type { CancellationRef } from './cancellation-effects'

/** The heading every cancellation step starts with (it takes the focus when its step appears). */
export function StepTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} id="cancel-step" tabIndex={-1} style={{ outline: 'none' }} mb="sm">
      {children}
    </Title>
  )
}

/** Back to the previous step of the journey. */
export function BackButton({ actor, disabled }: { actor: CancellationRef; disabled?: boolean }) {
  const { t } = useLingui()
  return (
    <Button variant="subtle" disabled={disabled} onClick={() => actor.send({ type: 'user.back' })}>
      {t`Vorige stap`}
    </Button>
  )
}
