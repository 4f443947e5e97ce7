import {
  FORMALITIES,
  type CompanyForm,
  type PaymentForm,
  type PersonForm,
} from '../../api/contract/checkout-forms'
import { GROUP_COMBINATIONS } from '../checkout/checkout.journey'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from '../graph/journey'
import { NEEDS_VERIFICATION } from '../identity-verification.journey'
import { formsMachine, type FormsEvent, type FoundAddress } from './forms.machine'

/** Sample forms of one customer: the cases here and the behaviour tests use them. */
export const SAMPLE_COMPANY = {
  company_name: 'Timmerbedrijf De Vries',
  chamber_of_commerce_number: '12345678',
  street: 'Damrak',
  house_number: '1',
  house_number_addition: null,
  postal_code: '1012 LG',
  city: 'Amsterdam',
  country: 'Nederland',
} satisfies CompanyForm
export const SAMPLE_PERSON: PersonForm = {
  first_name: 'Ada',
  last_name: 'de Vries',
  birth_date: '1990-02-28',
  phone_number: '0612345678',
  email: 'ada@example.nl',
}
const { company_name: _name, chamber_of_commerce_number: _kvk, ...companyAddress } = SAMPLE_COMPANY
/** The company's address, as the address lookup finds it. */
export const SAMPLE_ADDRESS: FoundAddress = companyAddress
export const SAMPLE_PAYMENT: PaymentForm = {
  start_date: '2026-11-23',
  iban_number: 'NL91ABNA0417164300',
  consent: true,
}
/** The purchase's request id the view makes (a UUID). */
export const SAMPLE_REQUEST_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'
const done = (id: string, output?: unknown) => doneEvent<FormsEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<FormsEvent>(id, error)

const words: Record<string, string> = {
  'user.searchCompany': 'The user searches the company by chamber-of-commerce number',
  'user.chooseCompany': 'The user chooses the company found',
  'user.enterCompanyManually': 'The user enters the company by hand',
  'user.submitCompany': 'The user submits the company form',
  'user.submitPerson': 'The user submits the personal details',
  'user.lookupAddress': 'The user enters postal code and house number',
  'user.submitAddress': 'The user confirms the address found',
  'user.submitFormalities': 'The user confirms the formalities',
  'user.changeStartDate': 'The user chooses another start date',
  'user.submitPayment': 'The user enters start date and IBAN and takes the insurance out',
  'user.back': 'The user goes back a step',
  'user.retry': 'The user tries again',
  'user.dropOut': 'The user stops with this group',
  'xstate.error.actor.lookupCompany': 'The company register cannot be reached',
  'xstate.error.actor.lookupAddress': 'The address lookup cannot be reached',
  'xstate.error.actor.purchase': 'Taking the insurance out fails',
  'xstate.done.actor.saveStartDate': 'The start date is saved; the cart shows it',
  'xstate.error.actor.saveStartDate': 'The start date cannot be saved',
}

export const formsJourney = defineJourney({
  id: 'forms',
  title: 'Checkout forms and purchase',
  description:
    'Shared by the group journeys: the company, personal details, the address found by postal code, the formalities, start date and IBAN, the identity check when a product requires it; the server decides the outcome (insured, follow-up, drop-out or an advisor).',
  machine: formsMachine,
  inputs: [
    { flow: 'normal', items: GROUP_COMBINATIONS[8]!, entryDate: '2026-11-22', mode: 'default' },
    // Income protection's forms start with the birth date its premium asked.
    {
      flow: 'aov',
      items: GROUP_COMBINATIONS[8]!,
      entryDate: '2026-11-22',
      mode: 'default',
      birthDate: '1990-02-28',
    },
    // The consumer (home) group: no company, the forms start at the personal details.
    { flow: 'consumer', items: GROUP_COMBINATIONS[8]!, entryDate: '2026-11-22', mode: 'default' },
    // A product that requires identity verification: verified before the purchase.
    { flow: 'aov', items: [NEEDS_VERIFICATION], entryDate: '2026-11-22', mode: 'default' },
  ],
  events: [
    { type: 'user.searchCompany', query: '12345678' },
    done('lookupCompany', [{ ...SAMPLE_COMPANY, country: 'Nederland' }]),
    done('lookupCompany', []),
    fail('lookupCompany', { code: null, reason: 'lookup_unavailable' }),
    { type: 'user.chooseCompany', company: SAMPLE_COMPANY },
    { type: 'user.enterCompanyManually' },
    { type: 'user.submitCompany', company: SAMPLE_COMPANY },
    { type: 'user.submitPerson', person: SAMPLE_PERSON },
    { type: 'user.lookupAddress', postal_code: '1012 LG', house_number: '1' },
    done('lookupAddress', SAMPLE_ADDRESS),
    done('lookupAddress', null),
    fail('lookupAddress', { code: null, reason: 'lookup_unavailable' }),
    { type: 'user.submitAddress', address: { ...SAMPLE_ADDRESS, have_address_looked_up: true } },
    ...FORMALITIES.map((key) => ({ type: 'user.toggleFormality', key }) as const),
    { type: 'user.submitFormalities' },
    { type: 'user.changeStartDate', startDate: '2026-11-30' },
    done('saveStartDate'),
    fail('saveStartDate', { code: null, reason: 'network', retryable: true }),
    { type: 'user.submitPayment', payment: SAMPLE_PAYMENT, requestId: SAMPLE_REQUEST_ID },
    done('purchase', { outcome: 'insured', invoiceId: 1 }),
    done('purchase', { outcome: 'hard_drop_out', invoiceId: null }),
    fail('purchase', { code: '35010', reason: null }),
    done('identity', { status: 'verified', error: null, failure: null }),
    done('identity', { status: 'rejected', error: 'selfie_face_mismatch', failure: null }),
    done('identity', {
      status: 'failed',
      error: 'identity_provider_unavailable',
      failure: { code: '35006', reason: 'identity_provider_unavailable' },
    }),
    { type: 'user.back' },
    { type: 'user.retry' },
    { type: 'user.dropOut' },
  ],
  contextKey: (s) => [
    s.context.knownBirthDate !== null,
    s.context.formalities.length,
    s.context.companyMatches.length,
    s.context.foundAddress !== null,
    s.context.failure !== null,
    s.context.outcome,
  ],
  limit: 60_000,
  describeEvent: (event) => {
    if (event.type === 'user.toggleFormality') return `The user ticks “${event.key}”`
    const e = { type: event.type, ...outcomeOf(event) }
    if (e.type === 'xstate.done.actor.lookupCompany')
      return (e.output as unknown[]).length ? 'The register finds the company' : 'The register finds nothing'
    if (e.type === 'xstate.done.actor.lookupAddress')
      return e.output ? 'The lookup finds the address' : 'No address at this postal code and number'
    if (e.type === 'xstate.done.actor.identity') {
      const status = (e.output as { status: string }).status
      return status === 'verified'
        ? 'The customer’s identity is verified'
        : status === 'rejected'
          ? 'The provider could not verify the customer'
          : 'The verification could not be requested'
    }
    if (e.type === 'xstate.done.actor.purchase')
      return (e.output as { outcome: string }).outcome === 'insured'
        ? 'The server says: insured'
        : 'The server says: an advisor is needed'
    return words[e.type]
  },
  sensitive: ['person', 'address', 'foundAddress', 'payment', 'company'],
  children: { identityVerification: 'identityVerification' },
})
