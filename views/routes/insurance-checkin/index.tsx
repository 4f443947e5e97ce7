import { createFileRoute, redirect } from '@tanstack/react-router'
import { CheckinEntryPage } from '../../checkin/CheckinEntryPage'
import { loadCheckinTexts } from '../../checkin/checkin-guard'

/**
 * The check-in's entry (core §2, not guarded). The partner's signed link (`signature`, `external_id`,
 * `signature_created_at`) signs in here like the default entry and goes on to the check-in's welcome; a
 * signed-in customer goes straight there; anyone else reads what check-in is and how to get in.
 */
export const Route = createFileRoute('/insurance-checkin/')({
  beforeLoad: async (args) => {
    const { search, context } = args
    if ((search as Record<string, unknown>).signature !== undefined)
      return import('../../sign-in/enter').then((entry) => entry.enter(args))
    if (context.runtime.hasStoredSession()) {
      const settled = await (await context.runtime.loadAuth()).settled()
      if (settled.matches('authenticated'))
        throw redirect({ to: '/insurance-checkin-welcome', search, replace: true })
    }
    await loadCheckinTexts()
  },
  component: CheckinEntryPage,
})
