import {
  BUSINESS_FORM_REASON,
  MEDICAL_QUESTION_KEYS,
  reviewActionSchema,
  type BusinessForm,
  type MedicalAnswers,
  type MedicalQuestionKey,
  type MedicalReview,
  type ReviewAction,
} from '../../contract/aov'

/**
 * The medical review of income protection (forms §4, §8; core §3). Each medical question answered yes
 * leads to one action; the review's action is the most severe one found, and its reasons are the codes
 * that led to that action (so the customer is told what decided, not every yes):
 *
 * - hard_drop_out: serious_illness;
 * - reject: currently_unfit_for_work, disability_benefit, alcohol_or_drugs;
 * - drop_out (contact within one business day): sick_leave_over_4_weeks, psychological_complaints,
 *   under_treatment, planned_treatment;
 * - price_increase: back_or_neck_complaints, joint_or_muscle_complaints, long_term_medication,
 *   blood_pressure_or_cholesterol, diabetes, hearing_or_vision.
 *
 * A business form other than sole trader or general partnership is a hard drop-out (`business_form`).
 * Any yes means medical underwriting (`medical_mode: 'medical_underwriting'`); all no with an allowed
 * business form is `approve` with medical mode `none`. BMI is judged in the browser (contract `bmiOutOfRange`).
 */
export const MEDICAL_ACTIONS: Record<MedicalQuestionKey, ReviewAction> = {
  serious_illness: 'hard_drop_out',
  currently_unfit_for_work: 'reject',
  disability_benefit: 'reject',
  alcohol_or_drugs: 'reject',
  sick_leave_over_4_weeks: 'drop_out',
  psychological_complaints: 'drop_out',
  under_treatment: 'drop_out',
  planned_treatment: 'drop_out',
  back_or_neck_complaints: 'price_increase',
  joint_or_muscle_complaints: 'price_increase',
  long_term_medication: 'price_increase',
  blood_pressure_or_cholesterol: 'price_increase',
  diabetes: 'price_increase',
  hearing_or_vision: 'price_increase',
}

/** Least to most severe: the contract lists the review actions in that order. */
const SEVERITY: readonly ReviewAction[] = reviewActionSchema.options
const severity = (action: ReviewAction) => SEVERITY.indexOf(action)

export const ALLOWED_BUSINESS_FORMS: readonly BusinessForm[] = ['sole_trader', 'general_partnership']

export function medicalReview(answers: MedicalAnswers, businessForm: BusinessForm): MedicalReview {
  const found: { reason: string; action: ReviewAction }[] = MEDICAL_QUESTION_KEYS.filter(
    (key) => answers[key],
  ).map((key) => ({ reason: key, action: MEDICAL_ACTIONS[key] }))
  const medical_mode = found.length > 0 ? 'medical_underwriting' : 'none'
  if (!ALLOWED_BUSINESS_FORMS.includes(businessForm))
    found.push({ reason: BUSINESS_FORM_REASON, action: 'hard_drop_out' })
  const review_action = found.reduce<ReviewAction>(
    (worst, f) => (severity(f.action) > severity(worst) ? f.action : worst),
    'approve',
  )
  const reasons = found.filter((f) => f.action === review_action).map((f) => f.reason)
  return { medical_mode, review_action, reasons }
}
