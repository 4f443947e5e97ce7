// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, addMonths, todayInNl } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { users } from '../../api/server/db/schema'
import { call, errorOf, loginByExternalId, mailTo } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { answerSafely, checkoutOf, purchased, validBody } from './purchase-helpers'
import { productIds, professionId } from './product-helpers'

/**
 * The partner settings of docs/partner-settings.md as the server enforces them, each judged on a partner
 * with the setting on and one with it off (api/server/db/seed-data.ts): validate_policy_start_date
 * (zzp on, testpartner off), hide_kvk (kroonbank on, zzp off), login_via_email_available (zzp on,
 * testpartner2 off). allow_manual_company_information_input has no server side: the company payload
 * does not say whether it came from the register.
 */
let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

/** A webdeveloper of `slug` with a business liability in the checkout cart. */
async function shopperOn(slug: string, externalId: string) {
  const host = `${slug}.localhost`
  const { access } = await loginByExternalId(t, slug, externalId)
  const profession = await professionId(t, 'webdeveloper')
  expect((await call(t, 'PATCH', '/users/me', { profession }, { token: access, host })).status).toBe(200)
  await answerSafely(t, access, ids, 'business_liability', {}, host)
  await checkoutOf(t, access, ids, ['business_liability'], 'normal', host)
  return { token: access, host }
}

const purchase = (shopper: { token: string; host: string }, body: unknown) =>
  call(t, 'POST', '/cart-item/purchase', body, shopper)

describe('validate_policy_start_date', () => {
  const today = todayInNl()
  const twoMonths = addMonths(today, 2)

  it('on (zzp): a start date over a month ahead is refused, in the cart and in the purchase', async () => {
    const shopper = await shopperOn('zzp', 'ps-validate-on')
    const choice = await call(t, 'PUT', '/cart-item/start-date', { start_date: twoMonths }, shopper)
    expect(choice.status).toBe(400)
    expect((await errorOf(choice)).field_errors).toEqual({ start_date: ['maxDateReached'] })
    const res = await purchase(shopper, validBody(today, twoMonths))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({ 'payment.start_date': ['maxDateReached'] })
  })

  it('off (testpartner): two months ahead is taken, the policy starts then; never yesterday, never past a year', async () => {
    const shopper = await shopperOn('testpartner', 'ps-validate-off')
    const yesterday = await purchase(shopper, validBody(today, addDays(today, -1)))
    expect((await errorOf(yesterday)).field_errors).toEqual({ 'payment.start_date': ['minDateReached'] })
    const tooLate = await purchase(shopper, validBody(today, addDays(addMonths(today, 12), 1)))
    expect((await errorOf(tooLate)).field_errors).toEqual({ 'payment.start_date': ['maxStartDateYear'] })
    const choice = await call(t, 'PUT', '/cart-item/start-date', { start_date: twoMonths }, shopper)
    expect(choice.status).toBe(200)
    const result = await purchased(t, shopper.token, validBody(today, twoMonths), shopper.host)
    expect(result.outcome).toBe('insured')
    expect(result.policies[0]!.start_date).toBe(twoMonths)
  })
})

describe('hide_kvk', () => {
  const withoutKvk = () => {
    const body = validBody()
    return { ...body, company: { ...body.company, chamber_of_commerce_number: null } }
  }

  it('off (zzp): the purchase requires the KvK number', async () => {
    const shopper = await shopperOn('zzp', 'ps-kvk-required')
    const res = await purchase(shopper, withoutKvk())
    expect(res.status).toBe(400)
    expect(Object.keys((await errorOf(res)).field_errors ?? {})).toEqual([
      'company.chamber_of_commerce_number',
    ])
  })

  it('on (kroonbank): the purchase takes the company without one, and a wrong one is still refused', async () => {
    const today = todayInNl()
    const shopper = await shopperOn('kroonbank', 'ps-kvk-hidden')
    // Kroonbank starts policies tomorrow (start_date_from_tomorrow).
    const body = { ...withoutKvk(), payment: { ...validBody().payment, start_date: addDays(today, 1) } }
    const wrong = await purchase(shopper, {
      ...body,
      company: { ...body.company, chamber_of_commerce_number: '123' },
    })
    expect((await errorOf(wrong)).field_errors).toEqual({
      'company.chamber_of_commerce_number': ['kvkNumber'],
    })
    expect((await purchased(t, shopper.token, body, shopper.host)).outcome).toBe('insured')
    const me = (await (await call(t, 'GET', '/users/me', undefined, shopper)).json()) as { id: number }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id))
    expect(row?.company_name).toBe('Webbouw Jansen')
    expect(row?.chamber_of_commerce_number).toBeNull()
  })
})

describe('login_via_email_available', () => {
  it('on (zzp): a sign-in link is sent', async () => {
    const res = await call(
      t,
      'POST',
      '/magic-link',
      { email: 'ps-on@example.com' },
      { host: 'zzp.localhost' },
    )
    expect(res.status).toBe(202)
  })

  it('off (testpartner2): 403 and no e-mail; a bad body is still a 400', async () => {
    const host = 'testpartner2.localhost'
    const res = await call(t, 'POST', '/magic-link', { email: 'ps-off@example.com' }, { host })
    expect(res.status).toBe(403)
    expect((await errorOf(res)).code).toBe('permission_denied')
    expect(await mailTo(t, 'ps-off@example.com')).toEqual([])
    expect((await call(t, 'POST', '/magic-link', { email: 'nope' }, { host })).status).toBe(400)
  })
})
