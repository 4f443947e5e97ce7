import { expect } from '@playwright/test'
import { addDays, todayInNl } from '../../../api/contract/date-rules'
import type { PathRun } from '../runtime'
import { accountDrive } from './account'
import type { Args } from './args'
import { funnelDrive } from './funnel'

/** The KvK extract the documents step asks for (a tiny PDF: the server checks the type, not the content). */
const KVK_EXTRACT = {
  name: 'kvk-uittreksel.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
}

/** Named steps for the insurance check-in (checkin; test/e2e/checkin.spec.ts walks it whole). */
export const checkinDrive = {
  /**
   * A freelancer who can check in: `{ policy: true }` a new carpenter with business liability bought
   * through the funnel's API calls (account drive); without, a new customer with no policy at all.
   */
  async checkinCustomer(run: PathRun, args: Args) {
    if (args.policy) await accountDrive.buyLiability(run, {})
    else await funnelDrive.signInAsNewCustomer(run, {})
  },
  /** The assignment: Bouwbedrijf Noord, from a week from today for two months (dates the test cannot fix). */
  async fillAssignment(run: PathRun, _args: Args) {
    const { page } = run
    const today = todayInNl()
    await page.getByLabel('Naam van je opdrachtgever').fill('Bouwbedrijf Noord')
    await page.getByLabel('E-mailadres van je opdrachtgever').fill(`inkoop.${Date.now()}@example.nl`)
    await page.getByLabel('Omschrijving van de opdracht').fill('Verbouwing kantoor')
    await page.getByLabel('Begindatum').fill(addDays(today, 7))
    await page.getByLabel('Einddatum').fill(addDays(today, 60))
    await page.getByRole('button', { name: 'Verder', exact: true }).click()
  },
  /** A KvK extract uploaded in the documents step, done uploading. */
  async uploadKvkExtract(run: PathRun, _args: Args) {
    const { page } = run
    await page.getByLabel('Bestanden voor: Uittreksel van de KvK').setInputFiles(KVK_EXTRACT)
    await expect(page.getByTestId('upload-item')).toHaveAttribute('data-status', 'done')
  },
  /** The uploaded KvK extract removed again (its Verwijderen button). */
  async removeKvkExtract(run: PathRun, _args: Args) {
    const remove = run.page.getByRole('button', { name: `${KVK_EXTRACT.name} verwijderen` })
    await remove.click()
    await expect(remove).toHaveCount(0)
  },
  /** Again: Opnieuw proberen after a failure, Opnieuw kijken without cover (the same event). */
  async checkinRetry(run: PathRun, _args: Args) {
    const { page } = run
    await page
      .getByRole('button', { name: 'Opnieuw proberen', exact: true })
      .or(page.getByRole('button', { name: 'Opnieuw kijken', exact: true }))
      .first()
      .click()
  },
  /** Back: Vorige stap, or Aanpassen under a refusal (the same event). */
  async checkinBack(run: PathRun, _args: Args) {
    const { page } = run
    await page
      .getByRole('button', { name: 'Vorige stap', exact: true })
      .or(page.getByRole('button', { name: 'Aanpassen', exact: true }))
      .first()
      .click()
  },
}
