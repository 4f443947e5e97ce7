import { fromPromise, type AnyActorRef } from 'xstate'
import { SAMPLE_ADDRESS, SAMPLE_COMPANY } from '../../machines/forms/forms.journey'
import type { AddressQuery, CompanyMatch, FoundAddress } from '../../machines/forms/forms.machine'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The register and the address lookup as the forms' tests fake them: each finds the sample. */
export const sampleLookups = {
  lookupCompany: fromPromise<CompanyMatch[], { query: string }>(async () => [
    { ...SAMPLE_COMPANY, country: 'Nederland' },
  ]),
  lookupAddress: fromPromise<FoundAddress | null, AddressQuery>(async () => SAMPLE_ADDRESS),
}

/** The company found and chosen, as the company step does it (only a match can be chosen). */
export async function chooseSampleCompany(forms: AnyActorRef) {
  forms.send({ type: 'user.searchCompany', query: SAMPLE_COMPANY.chamber_of_commerce_number })
  await settle()
  forms.send({ type: 'user.chooseCompany', company: SAMPLE_COMPANY })
}

/** The address looked up and the one found confirmed, as the address step does it. */
export async function confirmSampleAddress(forms: AnyActorRef) {
  const { postal_code, house_number } = SAMPLE_ADDRESS
  forms.send({ type: 'user.lookupAddress', postal_code, house_number })
  await settle()
  forms.send({ type: 'user.submitAddress', address: { ...SAMPLE_ADDRESS, have_address_looked_up: true } })
}
