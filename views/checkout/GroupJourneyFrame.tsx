import { Stack } from '@mantine/core'
import type { PropsWithChildren } from 'react'
import { SkipInsuranceButton, useFocusHeading } from '../forms/fields'

/** The same product names (a selector's equality: the list is rebuilt on every snapshot). */
export const sameNames = (a: string[], b: string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i])

/**
 * The frame of a group journey's screens (income protection, car, home): each step is a new screen on
 * the same address, so focus goes to its heading; a step before the forms offers "skip" (the forms
 * have their own).
 */
export function GroupJourneyFrame({
  testId,
  step,
  productNames,
  onSkip,
  children,
}: PropsWithChildren<{
  testId: string
  step: string
  productNames: string[]
  /** Skipping the group from this step; undefined where the step has no skip of its own. */
  onSkip: (() => void) | undefined
}>) {
  const focusRoot = useFocusHeading<HTMLDivElement>(step)
  return (
    <Stack gap="xl" data-testid={testId} data-step={step} ref={focusRoot}>
      {children}
      {onSkip && <SkipInsuranceButton productNames={productNames} onConfirm={onSkip} />}
    </Stack>
  )
}
