import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { requireCustomer } from '../funnel/lazy-guards'
import { ProfessionPage } from '../profession/ProfessionPage'

const searchSchema = z.object({ q: z.optional(z.string().check(z.maxLength(100))) })

export const Route = createFileRoute('/profession')({
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search)
    return parsed.success ? parsed.data : {}
  },
  beforeLoad: requireCustomer,
  component: function ProfessionRoute() {
    const { q } = Route.useSearch()
    return <ProfessionPage initialQuery={q ?? ''} />
  },
})
