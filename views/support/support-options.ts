import { isAiSupportOn } from '../../api/contract/office-hours'
import type { Partner } from '../../api/contract/partner'
import type { SupportChannel } from '../../api/contract/support'
import { telHref } from '../partner/support-links'

/** One choice of the support menu; links go out of the page, the rest open a panel or the chat widget. */
export type SupportOption =
  | { channel: 'call'; href: string; phone: string }
  | { channel: 'mail'; href: string; email: string }
  | { channel: 'whatsapp'; href: string }
  | { channel: 'faq' | 'alicia-ai' }
  | { channel: 'chat'; service: 'trengo' | 'local' }

type SupportPartner = Pick<Partner, 'support_phone_number' | 'support_email' | 'trengo_key' | 'features'>

/** WhatsApp's chat link for the partner's support number (+31 20 123 4567 → https://wa.me/31201234567). */
export const whatsAppHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

/**
 * What the support menu offers at `at` (core §4 "Support", forms §9). With the AI support on (its flag
 * active and its support_times matching), the assistant and WhatsApp; otherwise the live chat: the
 * partner's Trengo widget, or the local chat to its support address. Call, mail and the FAQ always, when
 * the partner has them (the FAQ is the products' own, so every partner has it).
 */
export function supportOptions(partner: SupportPartner, at: Date): SupportOption[] {
  const phone = partner.support_phone_number
  const email = partner.support_email
  const options: SupportOption[] = []
  if (isAiSupportOn(partner.features['ai_support'], at)) {
    options.push({ channel: 'alicia-ai' })
    if (phone) options.push({ channel: 'whatsapp', href: whatsAppHref(phone) })
  } else if (partner.trengo_key) {
    options.push({ channel: 'chat', service: 'trengo' })
  } else if (email) {
    options.push({ channel: 'chat', service: 'local' })
  }
  if (phone) options.push({ channel: 'call', href: telHref(phone), phone })
  if (email) options.push({ channel: 'mail', href: `mailto:${email}`, email })
  options.push({ channel: 'faq' })
  return options
}

export type { SupportChannel }
