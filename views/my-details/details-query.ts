import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { getCurrentUser } from '../../api/client/auth'
import type { Http } from '../../api/client/http'
import type { User } from '../../api/contract/auth'

/**
 * The signed-in customer with their details (`GET /users/me`: person, company, both addresses, the
 * masked IBAN). The owner is part of the key, so another customer signing in on this tab never sees these.
 */
export const detailsQuery = (http: Http, owner: number) =>
  queryOptions({
    queryKey: ['my-details', owner],
    queryFn: ({ signal }) => getCurrentUser(http, signal),
  })

/** Puts what a save answered into the page's data, without asking the server again. */
export const updateDetails = (
  queryClient: QueryClient,
  http: Http,
  owner: number,
  change: (user: User) => User,
) => queryClient.setQueryData(detailsQuery(http, owner).queryKey, (user) => user && change(user))
