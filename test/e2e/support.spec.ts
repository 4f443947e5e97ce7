import type { Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { partnerUrl } from './helpers'

/**
 * The header's support menu (core §4 "Support", forms §9) with the clock set: on a weekday at 10:00 and on a
 * Saturday, for a partner with the AI support on in production (bouwzeker, office hours) and one without (zzp).
 */
const MONDAY_10 = new Date('2026-11-30T09:00:00Z') // 10:00 in Amsterdam
const SATURDAY_10 = new Date('2026-11-28T09:00:00Z')

/**
 * Sets the page's clock through Date.now (views/support/clock.ts): Playwright's page.clock replaces Date,
 * which breaks the Date subclass the Amsterdam-time rules use.
 */
async function setClock(page: Page, at: Date) {
  await page.addInitScript((time) => {
    const start = performance.now()
    Date.now = () => time + Math.round(performance.now() - start)
  }, at.getTime())
}

async function openSupport(page: Page, slug: string, at: Date) {
  await setClock(page, at)
  await page.goto(partnerUrl(slug, '/welcome'))
  await page.getByRole('button', { name: 'Hulp' }).click()
  return page.getByTestId('support-menu')
}
const supportEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => e['event'] === 'support').map((e) => e['channel']),
  )

test('with the AI support on, a weekday at 10:00 offers the assistant and WhatsApp; it quotes a FAQ answer and admits what it does not know', async ({
  page,
}) => {
  test.slow() // two answers, a hand-over and an axe run on each screen, on a shared two-core machine
  const menu = await openSupport(page, 'bouwzeker', MONDAY_10)
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Vraag het de digitale assistent',
    'WhatsApp',
    'Bel +31 30 222 3344',
    'Mail service@bouwzeker.example',
    'Veelgestelde vragen',
  ])
  const whatsApp = menu.getByRole('menuitem', { name: 'WhatsApp' })
  await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/31302223344')
  await expect(whatsApp).toHaveAttribute('target', '_blank')

  await menu.getByRole('menuitem', { name: 'Vraag het de digitale assistent' }).click()
  const panel = page.getByRole('dialog', { name: 'Digitale assistent' })
  await expect(panel).toContainText('Advies geef ik niet')
  await panel.getByLabel('Je vraag').fill('Wat is een wachttijd?')
  await panel.getByRole('button', { name: 'Vraag', exact: true }).click()
  const answer = panel.getByTestId('assistant-answer')
  await expect(answer).toContainText(
    'De wachttijd is de periode tussen het moment dat je arbeidsongeschikt wordt',
  )
  await expect(answer.getByTestId('assistant-source').first()).toHaveText(
    'Uit de veelgestelde vragen over Arbeidsongeschiktheidsverzekering: „Wat is een wachttijd?”',
  )
  expect(await axeFindings(page)).toEqual([])

  await panel.getByLabel('Je vraag').fill('Wie wint het WK voetbal?')
  await panel.getByRole('button', { name: 'Vraag', exact: true }).click()
  const unknown = panel.getByTestId('assistant-unknown')
  await expect(unknown).toContainText('Dat weet ik niet.')
  await expect(unknown.getByRole('link', { name: 'Bel +31 30 222 3344' })).toHaveAttribute(
    'href',
    'tel:+31302223344',
  )
  await expect(unknown.getByRole('link', { name: 'Mail service@bouwzeker.example' })).toBeVisible()
  // Handed to a person: the chat, with the question already written.
  await unknown.getByRole('button', { name: 'Stel je vraag aan een medewerker' }).click()
  const chat = page.getByRole('dialog', { name: 'Chat met ons' })
  await expect(chat.getByLabel('Je bericht')).toHaveValue('Wie wint het WK voetbal?')
  expect(await supportEvents(page)).toEqual(['alicia-ai'])
})

test('on a Saturday the same partner offers the live chat instead; a message reaches its support address', async ({
  page,
}) => {
  const menu = await openSupport(page, 'bouwzeker', SATURDAY_10)
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Chat met ons',
    'Bel +31 30 222 3344',
    'Mail service@bouwzeker.example',
    'Veelgestelde vragen',
  ])
  await menu.getByRole('menuitem', { name: 'Chat met ons' }).click()
  const chat = page.getByRole('dialog', { name: 'Chat met ons' })
  await expect(chat.getByTestId('chat-hours')).toHaveText(
    'We zijn er op werkdagen van 09:00 tot 17:00. We zijn nu gesloten. We lezen je bericht vanaf maandag 30 november om 09:00 en antwoorden per e-mail.',
  )
  await chat.getByRole('button', { name: 'Versturen' }).click()
  await expect(chat.getByText('Vul dit in.').first()).toBeVisible()
  const unique = `Kan ik mijn polis pauzeren? ${Date.now()}`
  await chat.getByLabel('Naam').fill('Sanne')
  await chat.getByLabel('E-mailadres').fill('sanne@example.nl')
  await chat.getByLabel('Je bericht').fill(unique)
  expect(await axeFindings(page)).toEqual([])
  await chat.getByRole('button', { name: 'Versturen' }).click()
  // When support reads it is the server's word (its clock is not the page's here).
  await expect(chat.getByTestId('chat-sent')).toContainText('antwoord op sanne@example.nl')
  const mails = await page.evaluate(() =>
    fetch('/dev/outbox.json?to=service%40bouwzeker.example').then((r) => r.json()),
  )
  expect(
    (mails.result as { subject: string; text: string }[]).find((m) => m.text.includes(unique)),
  ).toMatchObject({
    subject: 'Chatbericht van Sanne',
  })
  expect(await supportEvents(page)).toEqual(['chat'])

  // Closed, the chat leaves the page a second later.
  await chat.getByRole('button', { name: 'Sluiten', exact: true }).click()
  await expect(page.getByTestId('support-panel-chat')).toHaveCount(0, { timeout: 3000 })
})

test('without the AI support (zzp) a weekday at 10:00 offers the chat, open now; the FAQ lists the products’ questions', async ({
  page,
}) => {
  const menu = await openSupport(page, 'zzp', MONDAY_10)
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Chat met ons',
    'Bel +31 20 123 4567',
    'Mail support@zzpschild.example',
    'Veelgestelde vragen',
  ])
  await menu.getByRole('menuitem', { name: 'Veelgestelde vragen' }).click()
  const faq = page.getByRole('dialog', { name: 'Veelgestelde vragen' })
  await faq.getByRole('button', { name: 'Wat is een wachttijd?' }).click()
  await expect(faq.getByText('De wachttijd is de periode')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await faq.getByRole('button', { name: 'Sluiten', exact: true }).click()

  await page.getByRole('button', { name: 'Hulp' }).click()
  await page.getByRole('menuitem', { name: 'Chat met ons' }).click()
  await expect(page.getByRole('dialog', { name: 'Chat met ons' }).getByTestId('chat-hours')).toHaveText(
    'We zijn er op werkdagen van 09:00 tot 17:00. We zijn nu aan het werk en beantwoorden je bericht zo snel mogelijk per e-mail.',
  )
  expect(await supportEvents(page)).toEqual(['faq', 'chat'])
})

test('@mobile the support choices are in the menu drawer; the assistant takes the whole screen', async ({
  page,
}) => {
  await setClock(page, MONDAY_10)
  await page.goto(partnerUrl('bouwzeker', '/welcome'))
  await page.getByRole('button', { name: 'Menu openen' }).click()
  await page.getByRole('button', { name: 'Vraag het de digitale assistent' }).click()
  const panel = page.getByRole('dialog', { name: 'Digitale assistent' })
  await panel.getByLabel('Je vraag').fill('Is de premie aftrekbaar?')
  await panel.getByRole('button', { name: 'Vraag', exact: true }).click()
  await expect(panel.getByTestId('assistant-answer')).toContainText('aftrekbaar')
  const box = await panel.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(370)
  expect(await axeFindings(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('assistant-375.png') })
})
