import { queryOptions } from '@tanstack/react-query'
import { getCancellation } from '../../api/client/cancellation'
import type { Http } from '../../api/client/http'

/** The policy with its window of cancellation dates, per customer; always asked anew (it changes by day). */
export const cancellationQuery = (http: Http, userId: number | null, policyId: number) =>
  queryOptions({
    queryKey: ['cancellation', userId, policyId],
    queryFn: ({ signal }) => getCancellation(http, policyId, signal),
    staleTime: 0,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
    enabled: userId !== null,
  })
