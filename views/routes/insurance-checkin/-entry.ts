import { redirect } from '@tanstack/react-router'
import type { RouterContext } from '../../platform/app-runtime'
import { loadCheckinTexts } from '../../checkin/checkin-guard'
import type { enter } from '../../sign-in/enter'

/**
 * The check-in entry's `beforeLoad` (index.tsx beside it; the `-` keeps this file out of the route tree), loaded with it rather
 * than with the first page. The partner's signed link (`signature`, `external_id`,
 * `signature_created_at`) signs in like the default entry and goes on to the check-in's welcome; a
 * signed-in customer goes straight there; anyone else reads what check-in is and how to get in.
 */
export async function enterCheckin(args: Parameters<typeof enter>[0]) {
  const { search, context } = args as { search: Record<string, unknown>; context: RouterContext }
  if (search.signature !== undefined) return import('../../sign-in/enter').then((entry) => entry.enter(args))
  if (context.runtime.hasStoredSession()) {
    const settled = await (await context.runtime.loadAuth()).settled()
    if (settled.matches('authenticated'))
      throw redirect({ to: '/insurance-checkin-welcome', search, replace: true })
  }
  await loadCheckinTexts()
}
