import { createFileRoute } from '@tanstack/react-router'
import { CheckinFlow } from '../../checkin/CheckinFlow'
import { requireCheckin } from '../../checkin/checkin-guard'

/** `/insurance-checkin-checkout/*` (core §2, guarded): the check-in journey; its steps are its children. */
export const Route = createFileRoute('/insurance-checkin-checkout')({
  beforeLoad: requireCheckin,
  component: CheckinFlow,
})
