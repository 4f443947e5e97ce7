import type { Locale } from '../../contract/common'
import { linkMail } from './link-mail'
import type { MailMessage } from './mailer'

/** The four texts of a sign-in-link e-mail (the customer's, the partner admin's). */
export interface SignInLinkTexts {
  subject: (partner: string) => string
  intro: (partner: string) => string
  button: string
  outro: (minutes: number) => string
}

// E-mail is written by the server, so its texts live here rather than in the browser's catalogs.
const TEXTS: Record<Locale, SignInLinkTexts> = {
  nl: {
    subject: (p) => `Je inloglink voor ${p}`,
    intro: (p) => `Hallo,\n\nKlik op de link hieronder om in te loggen bij ${p}:`,
    button: 'Inloggen',
    outro: (m) =>
      `De link werkt één keer en is ${m} minuten geldig. Heb je niet om deze link gevraagd? Dan kun je deze e-mail negeren.`,
  },
  en: {
    subject: (p) => `Your sign-in link for ${p}`,
    intro: (p) => `Hello,\n\nUse the link below to sign in to ${p}:`,
    button: 'Sign in',
    outro: (m) =>
      `The link works once and is valid for ${m} minutes. If you did not ask for it, you can ignore this e-mail.`,
  },
  fr: {
    subject: (p) => `Votre lien de connexion à ${p}`,
    intro: (p) => `Bonjour,\n\nCliquez sur le lien ci-dessous pour vous connecter à ${p} :`,
    button: 'Se connecter',
    outro: (m) =>
      `Ce lien ne fonctionne qu'une fois et reste valable ${m} minutes. Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.`,
  },
  de: {
    subject: (p) => `Ihr Anmeldelink für ${p}`,
    intro: (p) => `Hallo,\n\nMit dem folgenden Link melden Sie sich bei ${p} an:`,
    button: 'Anmelden',
    outro: (m) =>
      `Der Link funktioniert nur einmal und ist ${m} Minuten gültig. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
  },
}

/** A sign-in-link e-mail in `locale` from `texts`, as plain text (link on its own line) and HTML. */
export function signInLinkMail(
  texts: Record<Locale, SignInLinkTexts>,
  locale: Locale,
  { to, partner, link, ttlSeconds }: { to: string; partner: string; link: string; ttlSeconds: number },
): MailMessage {
  const t = texts[locale]
  const minutes = Math.max(1, Math.round(ttlSeconds / 60))
  return linkMail({
    to,
    subject: t.subject(partner),
    intro: t.intro(partner),
    link,
    button: t.button,
    outro: t.outro(minutes),
  })
}

/** The sign-in e-mail in `locale`, as plain text (link on its own line) and HTML. */
export const magicLinkMail = (locale: Locale, params: Parameters<typeof signInLinkMail>[2]): MailMessage =>
  signInLinkMail(TEXTS, locale, params)
