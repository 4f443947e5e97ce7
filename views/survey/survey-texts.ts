import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_FEEDBACK_LENGTH, type SurveySlug } from '../../api/contract/survey'
import { validationMessage } from '../forms/validation-messages'

/** The labels of the rating scale's 5 options (forms §9), from 1 to 5. */
export const RATING_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Zeer ontevreden`,
  2: msg`Ontevreden`,
  3: msg`Neutraal`,
  4: msg`Tevreden`,
  5: msg`Zeer tevreden`,
}

/** The question of each survey, about a named product or, when it is not known, in general. */
export function surveyTitle(slug: SurveySlug, product: string | null): MessageDescriptor {
  switch (slug) {
    case 'purchase-policy':
      return product
        ? msg`Hoe tevreden ben je over het afsluiten van ${product}?`
        : msg`Hoe tevreden ben je over het afsluiten van je verzekering?`
    case 'cancel-policy':
      return product
        ? msg`Hoe tevreden ben je over het opzeggen van ${product}?`
        : msg`Hoe tevreden ben je over het opzeggen van je verzekering?`
    case 'general':
      return product ? msg`Hoe tevreden ben je over ${product}?` : msg`Hoe tevreden ben je over ons?`
  }
}

/** The page's title in the browser tab (no product name: it may be long). */
export const SURVEY_PAGE_TITLE = msg`Jouw mening`

const RATING_ERRORS: Record<string, MessageDescriptor> = {
  required: msg`Kies hoe tevreden je bent.`,
}
const max = MAX_FEEDBACK_LENGTH
const FEEDBACK_ERRORS: Record<string, MessageDescriptor> = {
  tooLong: msg`Je toelichting is te lang. Gebruik hoogstens ${max} tekens.`,
}

const keyOf = (error: unknown) =>
  typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message

/** The text of a validation key (or a zod issue carrying one) of the survey form's `field`. */
export function surveyErrorMessage(field: 'rating' | 'feedback', error: unknown): MessageDescriptor {
  const key = keyOf(error)
  const own = field === 'rating' ? RATING_ERRORS : FEEDBACK_ERRORS
  return (key && own[key]) || validationMessage(error)
}
