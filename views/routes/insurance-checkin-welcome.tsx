import { createFileRoute } from '@tanstack/react-router'
import { CheckinWelcomePage } from '../checkin/CheckinWelcomePage'
import { requireCheckin } from '../checkin/checkin-guard'

/** The check-in's home (core §2, guarded); it keeps the entry's parameters (enter.ts). */
export const Route = createFileRoute('/insurance-checkin-welcome')({
  beforeLoad: requireCheckin,
  component: CheckinWelcomePage,
})
