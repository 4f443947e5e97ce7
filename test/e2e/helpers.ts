import type { Page } from '@playwright/test'
import { partnerUrl } from '../../playwright.config'

export { partnerUrl }

/** The value of a partner CSS variable on the page. */
export const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)

/** The partner as the API answers it to this page's host. */
export const apiPartner = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/partners')
    return (await response.json()).result[0] as {
      name: string
      colors: { key: string; value: string }[]
      languages: string[]
    }
  })
