import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { detailsToPayment } from './checkout-forms'
import { partnerUrl } from './helpers'
import { answer, answerTheRest, progress, question, startLiability } from './liability'

/** The local-storage keys core §3 names. */
const SPEC_KEYS = [
  'auth-storage',
  'partner-settings',
  'cart',
  'language',
  'products',
  'policies',
  'questions',
  'answers',
  'steps',
  'user-choice',
  'survey_store',
  'simple-sat',
  'title',
  'checkin',
  'consumer',
]

/** Every key docs/local-storage.md accounts for: the first cell of each of its tables' rows. */
const DOC = readFileSync(new URL('../../docs/local-storage.md', import.meta.url), 'utf8')
const DOCUMENTED = [...DOC.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((m) => m[1]!)
/** The journeys kept for the tab only (docs/local-storage.md), read back on every signed-in load. */
const SESSION_KEYS = ['checkout', 'checkin']

const EXPLANATION = 'Eén grote opdracht voor de gemeente Opslagdam.'
const IBAN = 'NL91 ABNA 0417 1643 00'

const localStorageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!])))

/**
 * Every key in local storage is the spec's or documented, and none holds `secrets` (compared without case
 * or spaces, so an IBAN written either way is found) or an IBAN field. Answers what local storage holds.
 */
async function expectNothingPersonal(page: Page, secrets: string[]) {
  const stored = await localStorageOf(page)
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '')
  for (const [key, value] of Object.entries(stored)) {
    expect(
      [...SPEC_KEYS, ...DOCUMENTED],
      `local-storage key ${key} is neither the spec's nor documented`,
    ).toContain(key)
    for (const secret of secrets)
      expect(squash(value), `${key} holds ${secret}`).not.toContain(squash(secret))
    expect(value, `${key} holds an IBAN field`).not.toMatch(/"iban\w*"\s*:/i)
  }
  return stored
}

test('the documentation accounts for every key of core §3', () => {
  expect(DOCUMENTED).toEqual(expect.arrayContaining(SPEC_KEYS))
})

test('a new customer’s walk to a policy keeps nothing personal in local storage', async ({ page }) => {
  test.slow()
  // Sign-in, profession, business liability in the cart, the checkout started.
  const email = await startLiability(page, 'opslag')
  const atStart = await expectNothingPersonal(page, [email])
  // The session is kept, without the customer's profile.
  expect(JSON.parse(atStart['auth-storage']!)).toMatchObject({ authenticated: true, user: { email: null } })

  // Answers, one with an explanation typed in: on the server, and in the tab's journey only.
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await progress(page, 3)
  await answer(page, 'Meer dan € 250.000')
  await question(page).getByLabel('Toelichting').fill(EXPLANATION)
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await progress(page, 4)
  await expectNothingPersonal(page, [email, EXPLANATION])
  expect(await page.evaluate(() => sessionStorage.getItem('checkout'))).toContain('Opslagdam')
  // A reload keeps the journey (the tab's session storage).
  await page.reload()
  await progress(page, 4)
  await page.getByRole('button', { name: 'Vorige vraag' }).click()
  await expect(question(page).getByLabel('Toelichting')).toHaveValue(EXPLANATION)
  await answerTheRest(page)

  // Company, personal details, address and formalities typed in.
  await detailsToPayment(page)
  await expectNothingPersonal(page, [email, EXPLANATION, 'de Vries', '1990-02-28', '06 1234 5678', 'Damrak'])

  await page.getByLabel('IBAN').fill(IBAN)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Verzekering afsluiten' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')
  await expectNothingPersonal(page, [email, EXPLANATION, 'de Vries', '1990-02-28', IBAN])
})

test('with every key corrupted the site still starts: signed in on the products, then on the welcome page', async ({
  page,
}) => {
  await startLiability(page, 'kapot')
  const keys = [...new Set([...SPEC_KEYS, ...DOCUMENTED])]
  // All but the session: a signed-in customer's checkout and check-in are read back too.
  await page.evaluate(
    ({ local, session }) => {
      for (const key of local) localStorage.setItem(key, '{"broken')
      for (const key of session) sessionStorage.setItem(key, '{"broken')
    },
    { local: keys.filter((k) => k !== 'auth-storage'), session: SESSION_KEYS },
  )
  await page.goto(partnerUrl('zzp', '/products/available-products'))
  await expect(page.getByTestId('cart-panel')).toBeVisible()
  await expect(page.getByTestId('user-menu')).toBeVisible()

  // And the session too: signed out, the welcome page.
  await page.evaluate(() => localStorage.setItem('auth-storage', '{"broken'))
  await page.goto(partnerUrl('zzp', '/'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')
})
