import { expect, type Page } from '@playwright/test'
import { DEMO_QUOTES } from '../../../api/server/broker/demo-quotes'
import { brokerQuoteLink } from '../../../api/server/broker/quote-link'
import { devSignatureSecret } from '../../../api/server/db/seed-data'
import { chooseProfession, signedEntry, signIn, uniqueEmail } from '../../e2e/helpers'
import type { PathRun } from '../runtime'
import type { Args } from './args'

/**
 * Signs out from the account menu, the header's button named by the signed-in e-mail: whichever customer
 * the page shows (after a sign-in in another tab or by a partner's link it is not the one the test typed).
 */
async function signOutOn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /@/ }).click()
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click()
}

/** Named steps of the session journey (machines/auth): the ways in, another tab, an expired token. */
export const authDrive = {
  /** A new customer signs in by the e-mailed link (the sign-in page, the local outbox, the link). */
  async signInByLink(run: PathRun, _args: Args) {
    const email = uniqueEmail('pad-auth')
    await signIn(run.page, 'zzp', email)
    // The link has been used once the page left /sign-in/verify (signed in) or says it failed (a refused
    // link stays there): a reload before either would spend the one-time link again.
    const failed = run.page.getByRole('heading', { name: 'Inloggen mislukt' })
    await expect
      .poll(
        async () =>
          !new URL(run.page.url()).pathname.startsWith('/sign-in/verify') || (await failed.isVisible()),
        {
          timeout: 15_000,
        },
      )
      .toBe(true)
  },
  /** The partner's signed login link of a new external customer (core §4). */
  async openPartnerLink(run: PathRun, _args: Args) {
    const id = `pad-auth-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
    await run.page.goto(run.url(signedEntry('zzp', id)))
  },
  /** The signed link of the demo seed's open broker quote (api/server/broker/demo-quotes.ts). */
  async openBrokerLink(run: PathRun, _args: Args) {
    const quote = DEMO_QUOTES.open
    await run.page.goto(brokerQuoteLink(run.url(''), devSignatureSecret('zzp'), quote.customer, quote.id))
  },
  /** Signs out from the user menu. */
  async signOut(run: PathRun, _args: Args) {
    await signOutOn(run.page)
  },
  /** Another tab of the same browser signs in by an e-mailed link (a new customer). */
  async signInElsewhere(run: PathRun, _args: Args) {
    const other = await run.page.context().newPage()
    const email = uniqueEmail('pad-auth-tab')
    await signIn(other, 'zzp', email)
    await expect(other).not.toHaveURL(/\/sign-in/)
    run.memo.other = other
    await run.page.bringToFront()
  },
  /** The other tab signs out (one opened on the same session, when no other tab signed in). */
  async signOutElsewhere(run: PathRun, _args: Args) {
    let other = run.memo.other as Page | undefined
    if (!other) {
      other = await run.page.context().newPage()
      await other.goto(run.page.url())
      run.memo.other = other
    }
    await other.bringToFront()
    await signOutOn(other)
    await run.page.bringToFront()
  },
  /** The access token is no longer valid (as when it expired); the customer reloads the page. */
  async expireAccessToken(run: PathRun, _args: Args) {
    // The page's own requests first (the user being loaded): when one ends, the session is stored again,
    // and would write the valid token back over the expired one.
    await run.page.waitForLoadState('networkidle')
    await run.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as Record<string, unknown>
      localStorage.setItem('auth-storage', JSON.stringify({ ...stored, access_token: 'expired' }))
    })
    await run.page.reload()
  },
  /** The customer chooses a profession (it is saved to their profile). */
  async chooseProfession(run: PathRun, _args: Args) {
    // The sign-in's own requests first: leaving before they end leaves no session stored.
    await run.page.waitForLoadState('networkidle')
    await run.page.goto(run.url('/profession'))
    await chooseProfession(run.page, 'timmer', 'Timmerman')
  },
}
