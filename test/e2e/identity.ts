import { expect, type Page } from '@playwright/test'
import { partnerUrl } from './helpers'

/** A tiny PNG: the local stand-in checks that a photo is an image, not who is on it. */
export const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/**
 * On the identity-verification screen: start, submit a document and a selfie in the local overlay with
 * the outcome chosen (its label), and wait for the overlay to close.
 */
export async function verifyIdentity(page: Page, outcome: string) {
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout/identity-verification'))
  await expect(page.getByRole('heading', { name: 'Bevestig wie je bent' })).toBeVisible()
  await page.getByRole('button', { name: 'Start de controle' }).click()
  const overlay = page.getByRole('dialog', { name: 'Identiteit controleren' })
  await expect(overlay).toBeVisible()
  await overlay.getByLabel('Foto van je identiteitsbewijs').setInputFiles(PHOTO)
  await overlay.getByLabel('Selfie').setInputFiles(PHOTO)
  await overlay.getByLabel('Uitkomst (alleen in de testomgeving)').selectOption({ label: outcome })
  await overlay.getByRole('button', { name: 'Versturen' }).click()
  await expect(overlay).toBeHidden()
}
