import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ConfirmationPage } from '../sign-in/ConfirmationPage'

const searchSchema = z.object({ email: z.optional(z.string()) })

export const Route = createFileRoute('/confirmation')({
  validateSearch: (search) =>
    searchSchema.parse({ email: typeof search.email === 'string' ? search.email : undefined }),
  component: function ConfirmationRoute() {
    return <ConfirmationPage email={Route.useSearch().email} />
  },
})
