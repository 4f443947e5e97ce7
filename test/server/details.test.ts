// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSchema, type User } from '../../api/contract/auth'
import { addYears, todayInNl } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { addressSchema, paymentDetailsSchema } from '../../api/contract/user-details'
import { addresses, customerProfiles } from '../../api/server/db/schema'
import { MANDATES_PER_HOUR } from '../../api/server/details/details.routes'
import { call, errorOf, signInByEmail } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { buyer, DEBIT_DELAY_MS, LOCAL_MANDATE_REFUSED_IBAN, mandateOf } from './payment-helpers'
import { productIds } from './product-helpers'
import { IBAN } from './purchase-helpers'

/** Another valid IBAN than the purchase's (NL, check digits right). */
const NEW_IBAN = 'NL02 ABNA 0123 4567 89'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: String(DEBIT_DELAY_MS) })
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const me = async (token: string): Promise<User> => {
  const res = await call(t, 'GET', '/users/me', undefined, { token })
  expect(res.status).toBe(200)
  return userSchema.parse(await res.json())
}
const address = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  street: 'Prinsengracht',
  house_number: '263',
  house_number_addition: null,
  postal_code: '1016gv',
  city: 'Amsterdam',
  country: 'Nederland',
  ...extra,
})

describe('after a purchase', () => {
  it('GET /users/me answers the details kept at purchase, the IBAN masked', async () => {
    const { token } = await buyer(t, ids, 'details-bought', IBAN)
    const user = await me(token)
    expect(user).toMatchObject({
      first_name: 'Eva',
      last_name: 'Jansen',
      phone_number: '+31 6 12345678',
      company: { name: 'Webbouw Jansen', chamber_of_commerce_number: '12345678' },
      company_address: {
        type: 'company',
        street: 'Keizersgracht',
        house_number: '12',
        house_number_addition: 'A',
        postal_code: '1015 CS',
        city: 'Amsterdam',
      },
      personal_address: { type: 'personal', street: 'Prinsengracht', postal_code: '1016 GV' },
      payment_details: { iban_last4: '4300' },
    })
    expect(user.company_address?.id).toEqual(expect.any(Number))
    const raw = JSON.stringify(user)
    expect(raw).not.toContain('0417164300')
    expect(raw).not.toContain('NL91')
  }, 30_000)

  it('PUT /payment-details makes a new mandate for a new IBAN and answers it masked', async () => {
    const { token } = await buyer(t, ids, 'details-iban', IBAN)
    const user = await me(token)
    const before = await mandateOf(t, user.id)
    const res = await call(t, 'PUT', '/payment-details', { iban_number: NEW_IBAN }, { token })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(paymentDetailsSchema.parse(body)).toEqual({ iban_last4: '6789' })
    expect(JSON.stringify(body)).not.toContain('0123456789')
    const after = await mandateOf(t, user.id)
    expect(after?.iban_last4).toBe('6789')
    expect(after?.mandate_id).not.toBe(before?.mandate_id)
    const [profile] = await t.database.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.user_id, user.id))
    expect(profile?.iban).toBe('NL02ABNA0123456789')
    expect((await me(token)).payment_details).toEqual({ iban_last4: '6789' })
  })

  it('PUT /payment-details: a provider refusing the mandate is a 502 and nothing changes', async () => {
    const { token } = await buyer(t, ids, 'details-refused', IBAN)
    const user = await me(token)
    const before = await mandateOf(t, user.id)
    const res = await call(
      t,
      'PUT',
      '/payment-details',
      { iban_number: LOCAL_MANDATE_REFUSED_IBAN },
      { token },
    )
    expect(res.status).toBe(502)
    expect((await errorOf(res)).code).toBe('direct_debit_failed')
    expect(await mandateOf(t, user.id)).toEqual(before)
    const [profile] = await t.database.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.user_id, user.id))
    expect(profile?.iban).toBe('NL91ABNA0417164300')
    expect((await me(token)).payment_details).toEqual({ iban_last4: '4300' })
  })

  it("PATCH /addresses/{id} changes one's own address; another customer's is a 404 that changes nothing", async () => {
    const { token } = await buyer(t, ids, 'details-addr', IBAN)
    const other = await signInByEmail(t, 'details-intruder@example.nl')
    const own = (await me(token)).personal_address!
    const res = await call(
      t,
      'PATCH',
      `/addresses/${own.id}`,
      { street: 'Herengracht', house_number: '5', postal_code: '1015bn' },
      { token },
    )
    expect(res.status).toBe(200)
    expect(addressSchema.parse(await res.json())).toMatchObject({
      id: own.id,
      type: 'personal',
      street: 'Herengracht',
      house_number: '5',
      postal_code: '1015 BN',
      city: 'Amsterdam',
    })
    const stolen = await call(t, 'PATCH', `/addresses/${own.id}`, { street: 'Dief' }, { token: other.access })
    expect(stolen.status).toBe(404)
    const body = await errorOf(stolen)
    expect(body.code).toBe('not_found')
    const missing = await call(t, 'PATCH', '/addresses/2147483647', { street: 'X' }, { token: other.access })
    expect(await missing.json()).toEqual(body)
    for (const bad of ['0', 'abc', '99999999999']) {
      expect((await call(t, 'PATCH', `/addresses/${bad}`, { street: 'X' }, { token })).status).toBe(404)
    }
    expect((await me(token)).personal_address?.street).toBe('Herengracht')
  })

  it('POST /addresses of a type the customer has is a 409 address_exists', async () => {
    const { token } = await buyer(t, ids, 'details-exists', IBAN)
    const res = await call(t, 'POST', '/addresses', address('company'), { token })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('address_exists')
    expect((await me(token)).company_address?.street).toBe('Keizersgracht')
  })
})

describe('a customer without a purchase', () => {
  it('answers empty details, then adds them', async () => {
    const { access } = await signInByEmail(t, 'details-new@example.nl')
    expect(await me(access)).toMatchObject({
      phone_number: null,
      company: null,
      company_address: null,
      personal_address: null,
      payment_details: null,
    })
    const patched = await call(
      t,
      'PATCH',
      '/users/me',
      {
        first_name: 'Noor',
        last_name: 'de Vries',
        phone_number: '06 12345678',
        birth_date: addYears(todayInNl(), -30),
        company_name: ' Noor Design ',
        chamber_of_commerce_number: '87654321',
      },
      { token: access },
    )
    expect(patched.status).toBe(200)
    expect(userSchema.parse(await patched.json())).toMatchObject({
      first_name: 'Noor',
      phone_number: '06 12345678',
      company: { name: 'Noor Design', chamber_of_commerce_number: '87654321' },
    })
    const created = await call(t, 'POST', '/addresses', address('personal'), { token: access })
    expect(created.status).toBe(201)
    const kept = addressSchema.parse(await created.json())
    expect(kept).toMatchObject({ type: 'personal', postal_code: '1016 GV', house_number_addition: null })
    const company = await call(t, 'POST', '/addresses', address('company', { house_number_addition: 'b' }), {
      token: access,
    })
    expect(company.status).toBe(201)
    const user = await me(access)
    expect(user.personal_address).toEqual(kept)
    expect(user.company_address?.house_number_addition).toBe('b')

    const iban = await call(t, 'PUT', '/payment-details', { iban_number: NEW_IBAN }, { token: access })
    expect(iban.status).toBe(200)
    expect(await iban.json()).toEqual({ iban_last4: '6789' })
    expect((await mandateOf(t, user.id))?.iban_last4).toBe('6789')
    expect((await me(access)).payment_details).toEqual({ iban_last4: '6789' })
  })

  it('answers 400 with field errors for bad values, changing nothing', async () => {
    const { access } = await signInByEmail(t, 'details-bad@example.nl')
    const today = todayInNl()
    const userCases: [unknown, string][] = [
      [{ phone_number: '12' }, 'phone_number'],
      [{ phone_number: 'abc' }, 'phone_number'],
      [{ phone_number: '' }, 'phone_number'],
      [{ chamber_of_commerce_number: '1234' }, 'chamber_of_commerce_number'],
      [{ company_name: '   ' }, 'company_name'],
      [{ birth_date: addYears(today, -10) }, 'birth_date'],
      [{ birth_date: addYears(today, -101) }, 'birth_date'],
    ]
    for (const [body, field] of userCases) {
      const res = await call(t, 'PATCH', '/users/me', body, { token: access })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toEqual([field])
    }
    const phone = await call(t, 'PATCH', '/users/me', { phone_number: '12' }, { token: access })
    expect((await errorOf(phone)).field_errors.phone_number).toEqual(['phoneNumberMinLength'])

    const addressCases: [unknown, string][] = [
      [address('personal', { postal_code: '123' }), 'postal_code'],
      [address('personal', { house_number: '0' }), 'house_number'],
      [address('personal', { country: 'Belgie' }), 'country'],
      [address('personal', { street: '' }), 'street'],
      [address('home'), 'type'],
      [address('personal', { house_number_addition: 'x'.repeat(11) }), 'house_number_addition'],
    ]
    for (const [body, field] of addressCases) {
      const res = await call(t, 'POST', '/addresses', body, { token: access })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toEqual([field])
    }
    for (const body of [{ iban_number: 'NL00ABNA0000000000' }, { iban_number: '' }, {}]) {
      const res = await call(t, 'PUT', '/payment-details', body, { token: access })
      expect(res.status).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toEqual(['iban_number'])
    }
    expect((await call(t, 'POST', '/addresses', 'nope', { token: access })).status).toBe(400)
    const user = await me(access)
    expect(user).toMatchObject({
      phone_number: null,
      company: null,
      personal_address: null,
      payment_details: null,
    })
    expect(await t.database.db.select().from(addresses).where(eq(addresses.user_id, user.id))).toEqual([])
    expect(await mandateOf(t, user.id)).toBeUndefined()

    const { access: other } = await signInByEmail(t, 'details-bad-2@example.nl')
    const created = addressSchema.parse(
      await (await call(t, 'POST', '/addresses', address('personal'), { token: other })).json(),
    )
    const res = await call(
      t,
      'PATCH',
      `/addresses/${created.id}`,
      { postal_code: 'AB 1234' },
      { token: other },
    )
    expect(res.status).toBe(400)
    expect(Object.keys((await errorOf(res)).field_errors)).toEqual(['postal_code'])
  })

  it('PUT /payment-details: at most MANDATES_PER_HOUR new mandates an hour, then 429 throttled', async () => {
    const { access } = await signInByEmail(t, 'details-many@example.nl')
    const ibans = ['NL02 ABNA 0123 4567 89', 'NL91 ABNA 0417 1643 00']
    for (let i = 0; i < MANDATES_PER_HOUR; i++) {
      const res = await call(t, 'PUT', '/payment-details', { iban_number: ibans[i % 2] }, { token: access })
      expect(res.status).toBe(200)
    }
    const res = await call(t, 'PUT', '/payment-details', { iban_number: NEW_IBAN }, { token: access })
    expect(res.status).toBe(429)
    expect((await errorOf(res)).code).toBe('throttled')
  })

  it('answers 401 without a valid access token', async () => {
    const requests: [string, string, unknown][] = [
      ['POST', '/addresses', address('personal')],
      ['PATCH', '/addresses/1', { street: 'X' }],
      ['PUT', '/payment-details', { iban_number: NEW_IBAN }],
      ['PATCH', '/users/me', { phone_number: '0612345678' }],
    ]
    for (const [method, path, body] of requests) {
      for (const token of [undefined, 'x.y.z']) {
        const res = await call(t, method, path, body, token ? { token } : {})
        expect(res.status, `${method} ${path}`).toBe(401)
        expect((await errorOf(res)).code).toBe('not_authenticated')
      }
    }
  })
})
