import { createFileRoute } from '@tanstack/react-router'
import { CheckinEntryPage } from '../../checkin/CheckinEntryPage'

/** The check-in's entry (core §2, not guarded): see -entry.ts beside it. */
export const Route = createFileRoute('/insurance-checkin/')({
  beforeLoad: (args) => import('./-entry').then((entry) => entry.enterCheckin(args)),
  component: CheckinEntryPage,
})
