import { expect } from '@playwright/test'
import { signIn, uniqueEmail } from '../../e2e/helpers'
import type { PathRun } from '../runtime'

import type { Args } from './args'

/** Named steps for the funnel's journeys (professionChoice, defaultJourney, questionFlow, checkout). */
export const funnelDrive = {
  /** A new customer signs in by the e-mailed link; a first sign-in ends on the profession page. */
  async signInAsNewCustomer(run: PathRun, _args: Args) {
    await signIn(run.page, 'zzp', uniqueEmail('pad'))
    await expect(run.page).toHaveURL(run.url('/profession'))
  },
  /** The language menu in the header: `{ language: 'English' }` (the language's own name). */
  async switchLanguage(run: PathRun, args: Args) {
    await run.page.getByRole('button', { name: /– Taal kiezen$/ }).click()
    await run.page.getByRole('menuitem', { name: String(args.language) }).click()
  },
  /** The assistant's first suggestion is chosen (the suggestions come from the assistant, not the script). */
  async pickFirstSuggestion(run: PathRun, _args: Args) {
    const modal = run.page.getByRole('dialog', { name: 'Welk beroep past bij mij?' })
    await modal.getByRole('button', { name: 'Kies', exact: true }).first().click()
  },
}
