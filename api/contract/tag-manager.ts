import type { Partner } from './partner'

/** A Google Tag Manager container id: `GTM-` and 4 to 12 upper-case letters or digits. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/
const ID_IN_TEXT = /\bGTM-[A-Z0-9]{4,12}\b/

/** Where the tag manager's script comes from (the CSP allows it only on pages of partners that use it). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/**
 * The hosts a page with the tag manager talks to, per CSP directive: the container script and its preview
 * frame, and the Google Analytics collectors GA4 tags send to. Images are already allowed from any https host.
 */
export const TAG_MANAGER_SOURCES = {
  script: [TAG_MANAGER_ORIGIN],
  connect: [TAG_MANAGER_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  frame: [TAG_MANAGER_ORIGIN],
} as const

/**
 * The partner's tag manager container (docs/partner-settings.md): `google_tag_manager_id` when it is a
 * container id; otherwise the first container id written in `google_tag_manager_code` (the snippet a
 * partner pasted). The code itself is never run: the site loads the container's script by its id, so no
 * inline script is needed. Null when the partner has none.
 */
export function tagManagerIdOf(
  partner: Pick<Partner, 'google_tag_manager_id' | 'google_tag_manager_code'>,
): string | null {
  const id = partner.google_tag_manager_id?.trim().toUpperCase()
  if (id && TAG_MANAGER_ID.test(id)) return id
  return ID_IN_TEXT.exec(partner.google_tag_manager_code ?? '')?.[0] ?? null
}
