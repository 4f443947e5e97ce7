import type { Outcome } from '../../api/contract/checkout-forms'
import type { AddressQuery, FormsContext, FormsInput, FormsOutput } from './forms.types'

/** The lookup's question: postal code, house number, and the addition only when there is one. */
export const addressQueryOf = ({
  postal_code,
  house_number,
  house_number_addition,
}: AddressQuery): AddressQuery => ({
  postal_code,
  house_number,
  ...(house_number_addition ? { house_number_addition } : {}),
})

/**
 * The outcomes in which products are taken out. With `additional_information` nothing is yet: the
 * server issues no policy until the missing answers are there, so the group ends as not taken out.
 */
const INSURED: readonly Outcome[] = ['insured', 'partially_insured']
export const isInsured = (outcome: Outcome | null) => outcome !== null && INSURED.includes(outcome)

/** The forms of a group before the customer filled anything in. */
export const emptyForms = ({ birthDate, ...input }: FormsInput): FormsContext => ({
  ...input,
  knownBirthDate: birthDate ?? null,
  companyMatches: [],
  company: null,
  person: null,
  foundAddress: null,
  lookedUpFor: null,
  address: null,
  formalities: [],
  startDate: null,
  payment: null,
  outcome: null,
  requestId: null,
  products: [],
  identityError: null,
  invoiceId: null,
  failure: null,
})

/** Guard of a journey running the forms: they ended as `status` (done, dropOut or back). */
export const formsAre = (
  _: unknown,
  { output, status }: { output: FormsOutput; status: FormsOutput['status'] },
) => output.status === status
