import { createFileRoute } from '@tanstack/react-router'
import { textParams } from '../platform/search-params'
import { ConfirmationPage } from '../sign-in/ConfirmationPage'

export const Route = createFileRoute('/confirmation')({
  validateSearch: (search) => textParams(search, ['email']),
  component: function ConfirmationRoute() {
    return <ConfirmationPage email={Route.useSearch().email} />
  },
})
