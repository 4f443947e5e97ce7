import type {
  AddressForm,
  CompanyForm,
  Formality,
  Outcome,
  PaymentForm,
  PersonForm,
} from '../../api/contract/checkout-forms'
import type { Failure } from '../../api/contract/failure'
import type { Company } from '../../api/contract/lookups'
import type { JourneyInput, ProductOutcome } from '../journey-protocol'

/**
 * A company the register found. Its address may be incomplete (a PO box): the view then opens the
 * manual form filled with what is known; a complete one is chosen as it is (user.chooseCompany).
 */
export type CompanyMatch = Company
/** What the address lookup is asked: postal code, house number and an optional addition. */
export interface AddressQuery {
  postal_code: string
  house_number: string
  house_number_addition?: string
}
/** What the address lookup answers for a postal code + house number. */
export type FoundAddress = Omit<AddressForm, 'have_address_looked_up'>

/** The group, and the birth date when the journey before asked it (income protection). */
export interface FormsInput extends JourneyInput {
  /** The personal details start with it. */
  birthDate?: string | null
}

export interface FormsContext extends JourneyInput {
  knownBirthDate: string | null
  companyMatches: CompanyMatch[]
  company: CompanyForm | null
  person: PersonForm | null
  foundAddress: FoundAddress | null
  /** The postal code and house number the last lookup was for (the address found belongs to them). */
  lookedUpFor: AddressQuery | null
  address: AddressForm | null
  formalities: Formality[]
  /**
   * The start date the customer chose on the payment step, saved for the cart (which then shows it); null
   * until they change the one the form starts from (the cart's).
   */
  startDate: string | null
  payment: PaymentForm | null
  outcome: Outcome | null
  /**
   * The purchase's request id, made once: a purchase sent again (a reload while it was under way, a
   * retry after a lost answer) gets the server's first answer instead of taking out nothing.
   */
  requestId: string | null
  /** What became of each product, as the server decided. */
  products: ProductOutcome[]
  /** Why the identity provider refused the document or selfie (its error code), shown until a new try. */
  identityError: string | null
  /** The first invoice the purchase made (debited at once), null until then or when nothing was billed. */
  invoiceId: number | null
  failure: Failure | null
}

/**
 * How the forms ended: `done` (something taken out), `dropOut` (nothing taken out, or the customer
 * stopped), or `back` (Back on the first form: the journey before takes over again).
 */
export interface FormsOutput {
  status: 'done' | 'dropOut' | 'back'
  outcome: Outcome | null
  products: ProductOutcome[]
  invoiceId: number | null
}

/** What the purchase answers: the overall outcome, each product's, and the first invoice's id. */
export interface PurchaseResult {
  outcome: Outcome
  products?: ProductOutcome[]
  /** The invoice the purchase made and started debiting; null (or absent) when nothing was billed. */
  invoiceId?: number | null
}
/** What the purchase takes: the forms the journey collected. */
export type PurchaseInput = Pick<
  FormsContext,
  'flow' | 'items' | 'company' | 'person' | 'address' | 'formalities' | 'payment' | 'requestId'
>

export type FormsEvent =
  | { type: 'user.searchCompany'; query: string }
  | { type: 'user.chooseCompany'; company: CompanyForm }
  | { type: 'user.enterCompanyManually' }
  | { type: 'user.submitCompany'; company: CompanyForm }
  | { type: 'user.submitPerson'; person: PersonForm }
  | { type: 'user.lookupAddress'; postal_code: string; house_number: string; house_number_addition?: string }
  | { type: 'user.submitAddress'; address: AddressForm }
  | { type: 'user.toggleFormality'; key: Formality }
  | { type: 'user.submitFormalities' }
  | { type: 'user.changeStartDate'; startDate: string }
  | { type: 'user.submitPayment'; payment: PaymentForm; requestId: string }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.dropOut' }
