import { createFileRoute } from '@tanstack/react-router'
import { ConfirmationPage } from '../../checkin/ConfirmationPage'
import { loadCheckinTexts } from '../../checkin/checkin-guard'

/** The client's read-only confirmation of a check-in (docs/checkin.md): no sign-in, the token is the proof. */
export const Route = createFileRoute('/insurance-checkin/confirmation')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  beforeLoad: loadCheckinTexts,
  component: function Confirmation() {
    const { token } = Route.useSearch()
    return <ConfirmationPage token={token} />
  },
})
