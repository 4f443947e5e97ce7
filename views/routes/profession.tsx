import { createFileRoute } from '@tanstack/react-router'
import { textParams } from '../platform/search-params'
import { requireCustomer } from '../funnel/lazy-guards'
import { ProfessionPage } from '../profession/ProfessionPage'

export const Route = createFileRoute('/profession')({
  validateSearch: (search) => textParams(search, ['q'], 100),
  beforeLoad: requireCustomer,
  component: function ProfessionRoute() {
    const { q } = Route.useSearch()
    return <ProfessionPage initialQuery={q ?? ''} />
  },
})
