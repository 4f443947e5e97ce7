import { queryIdSchema } from '../../api/contract/query-id'
import { isSurveySlug, type SurveySlug } from '../../api/contract/survey'
import { addMessagesPart, loadMessagesPart } from '../../i18n/i18n'
import { requireCustomer } from '../funnel/lazy-guards'

// The survey's texts are their own catalog, loaded with the page (the first page does not carry them).
addMessagesPart('survey', {
  nl: () => import('../../i18n/locales/nl/survey.po'),
  en: () => import('../../i18n/locales/en/survey.po'),
  fr: () => import('../../i18n/locales/fr/survey.po'),
  de: () => import('../../i18n/locales/de/survey.po'),
})

/** Which survey a `/survey/:slug/:productId/*` address asks for. */
export interface SurveyTarget {
  slug: SurveySlug
  productId: number
}

/** The survey of the path's params; null when the slug is not a survey or the id not a positive id. */
export function surveyTargetOf(params: { slug?: string; productId?: string }): SurveyTarget | null {
  const id = queryIdSchema.safeParse(params.productId)
  return isSurveySlug(params.slug) && id.success ? { slug: params.slug, productId: id.data } : null
}

type CustomerArgs = Parameters<typeof requireCustomer>[0]

/**
 * `beforeLoad` of the survey page (core §2, guarded): an address that names no survey gets `survey: null`
 * and the page shows the not-found page; otherwise signed in (signed out goes to sign-in), with the
 * survey's texts loaded.
 */
export async function requireSurvey(
  args: CustomerArgs & { params: { slug?: string; productId?: string } },
): Promise<{ survey: SurveyTarget | null }> {
  const survey = surveyTargetOf(args.params)
  if (!survey) return { survey: null }
  await Promise.all([requireCustomer(args), loadMessagesPart('survey')])
  return { survey }
}
