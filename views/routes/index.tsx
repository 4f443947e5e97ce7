import { createFileRoute, redirect } from '@tanstack/react-router'
import { withoutSignature } from '../../machines/flow-mode'

/**
 * The entry. Unauthenticated without a signature goes to /welcome, keeping the entry's query
 * parameters except the signature ones (core §2). Sign-in by signature arrives with the auth journey.
 */
export const Route = createFileRoute('/')({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/welcome',
      search: withoutSignature(search as Record<string, unknown>),
      replace: true,
    })
  },
})
