import { queryOptions } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import { getSurvey } from '../../api/client/survey'
import type { SurveySlug } from '../../api/contract/survey'

/** The customer's answer to a survey for a product; null: not answered yet. Asked only while signed in. */
export const surveyQuery = (http: Http, userId: number | null, slug: SurveySlug, productId: number) =>
  queryOptions({
    queryKey: ['survey', userId, slug, productId],
    queryFn: ({ signal }) => getSurvey(http, slug, productId, signal),
    staleTime: 60_000,
    enabled: userId !== null,
  })
