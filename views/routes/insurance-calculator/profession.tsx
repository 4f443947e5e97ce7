import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { requireCustomer } from '../../funnel/lazy-guards'
import { ProfessionPage } from '../../profession/ProfessionPage'

const searchSchema = z.object({ q: z.optional(z.string().check(z.maxLength(100))) })

/** The calculator's profession page: the welcome page's search arrives here as `q` (like /profession). */
export const Route = createFileRoute('/insurance-calculator/profession')({
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search)
    return parsed.success ? parsed.data : {}
  },
  beforeLoad: requireCustomer,
  component: function CalculatorProfessionRoute() {
    const { q } = Route.useSearch()
    return <ProfessionPage initialQuery={q ?? ''} />
  },
})
