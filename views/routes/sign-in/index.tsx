import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { SignInPage } from '../../sign-in/SignInPage'

const searchSchema = z.object({ email: z.optional(z.string()) })

export const Route = createFileRoute('/sign-in/')({
  validateSearch: (search) =>
    searchSchema.parse({ email: typeof search.email === 'string' ? search.email : undefined }),
  component: function SignInRoute() {
    const { email } = Route.useSearch()
    return <SignInPage email={email} />
  },
})
