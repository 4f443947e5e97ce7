import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../../errors/NotFoundPage'
import { SurveyPage } from '../../../../survey/SurveyPage'

// `/survey/:slug/:productId/*` (core §2): the splat also matches nothing after the id. The guard, the
// params check and the survey's catalog load with the page, not with the first one; params that name no
// survey show the not-found page (as /journeys does for a visitor who may not see it).
export const Route = createFileRoute('/survey/$slug/$productId/$')({
  beforeLoad: (args) => import('../../../../survey/survey-guard').then((guard) => guard.requireSurvey(args)),
  component: SurveyRoute,
})

function SurveyRoute() {
  const { survey } = Route.useRouteContext()
  if (!survey) return <NotFoundPage />
  return <SurveyPage key={`${survey.slug}/${survey.productId}`} {...survey} />
}
