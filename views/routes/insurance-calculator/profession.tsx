import { createFileRoute } from '@tanstack/react-router'
import { textParams } from '../../platform/search-params'
import { requireCustomer } from '../../funnel/lazy-guards'
import { ProfessionPage } from '../../profession/ProfessionPage'

/** The calculator's profession page: the welcome page's search arrives here as `q` (like /profession). */
export const Route = createFileRoute('/insurance-calculator/profession')({
  validateSearch: (search) => textParams(search, ['q'], 100),
  beforeLoad: requireCustomer,
  component: function CalculatorProfessionRoute() {
    const { q } = Route.useSearch()
    return <ProfessionPage initialQuery={q ?? ''} />
  },
})
