import type { Locale } from '../../contract/common'
import { signInLinkMail, type SignInLinkTexts } from '../mail/magic-link-mail'
import type { MailMessage } from '../mail/mailer'

// E-mail is written by the server, so its texts live here rather than in the browser's catalogs.
const TEXTS: Record<Locale, SignInLinkTexts> = {
  nl: {
    subject: (p) => `Je beheerderslink voor ${p}`,
    intro: (p) => `Hallo,\n\nKlik op de link hieronder om als beheerder in te loggen bij ${p}:`,
    button: 'Inloggen als beheerder',
    outro: (m) =>
      `De link werkt één keer en is ${m} minuten geldig. Heb je niet om deze link gevraagd? Dan kun je deze e-mail negeren.`,
  },
  en: {
    subject: (p) => `Your admin sign-in link for ${p}`,
    intro: (p) => `Hello,\n\nUse the link below to sign in to ${p} as an admin:`,
    button: 'Sign in as admin',
    outro: (m) =>
      `The link works once and is valid for ${m} minutes. If you did not ask for it, you can ignore this e-mail.`,
  },
  fr: {
    subject: (p) => `Votre lien de connexion administrateur pour ${p}`,
    intro: (p) =>
      `Bonjour,\n\nCliquez sur le lien ci-dessous pour vous connecter à ${p} en tant qu'administrateur :`,
    button: 'Se connecter en tant qu’administrateur',
    outro: (m) =>
      `Ce lien ne fonctionne qu'une fois et reste valable ${m} minutes. Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.`,
  },
  de: {
    subject: (p) => `Ihr Administrator-Anmeldelink für ${p}`,
    intro: (p) => `Hallo,\n\nMit dem folgenden Link melden Sie sich bei ${p} als Administrator an:`,
    button: 'Als Administrator anmelden',
    outro: (m) =>
      `Der Link funktioniert nur einmal und ist ${m} Minuten gültig. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
  },
}

/** The admin sign-in e-mail in `locale`, as plain text (link on its own line) and HTML. */
export const adminLinkMail = (locale: Locale, params: Parameters<typeof signInLinkMail>[2]): MailMessage =>
  signInLinkMail(TEXTS, locale, params)
