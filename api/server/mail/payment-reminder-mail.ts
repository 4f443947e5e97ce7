import type { Locale } from '../../contract/common'
import { linkMail } from './link-mail'
import type { MailMessage } from './mailer'

interface Texts {
  subject: (partner: string) => string
  intro: (partner: string, amount: string) => string
  button: string
  outro: string
}

// Written by the server like the sign-in e-mail (magic-link-mail.ts), so its texts live here.
const TEXTS: Record<Locale, Texts> = {
  nl: {
    subject: (p) => `Betaalherinnering van ${p}`,
    intro: (p, a) =>
      `Hallo,\n\nHet lukte niet om ${a} voor je verzekering bij ${p} van je rekening af te schrijven. Betaal het bedrag via de link hieronder met iDEAL of creditcard:`,
    button: 'Nu betalen',
    outro: 'De link is 30 dagen geldig. Heb je al betaald? Dan kun je deze e-mail negeren.',
  },
  en: {
    subject: (p) => `Payment reminder from ${p}`,
    intro: (p, a) =>
      `Hello,\n\nWe could not collect ${a} for your insurance with ${p} by direct debit. Please pay the amount with iDEAL or card through the link below:`,
    button: 'Pay now',
    outro: 'The link is valid for 30 days. If you have already paid, you can ignore this e-mail.',
  },
  fr: {
    subject: (p) => `Rappel de paiement de ${p}`,
    intro: (p, a) =>
      `Bonjour,\n\nLe prélèvement de ${a} pour votre assurance chez ${p} n'a pas abouti. Veuillez payer ce montant par iDEAL ou carte via le lien ci-dessous :`,
    button: 'Payer maintenant',
    outro: 'Ce lien est valable 30 jours. Si vous avez déjà payé, vous pouvez ignorer cet e-mail.',
  },
  de: {
    subject: (p) => `Zahlungserinnerung von ${p}`,
    intro: (p, a) =>
      `Hallo,\n\nDie Lastschrift über ${a} für Ihre Versicherung bei ${p} ist fehlgeschlagen. Bitte zahlen Sie den Betrag über den folgenden Link mit iDEAL oder Karte:`,
    button: 'Jetzt bezahlen',
    outro: 'Der Link ist 30 Tage gültig. Wenn Sie bereits bezahlt haben, können Sie diese E-Mail ignorieren.',
  },
}

/** The amount as the customer reads it in `locale` (`€ 12,50`, `€12.50`). */
const formatAmount = (locale: Locale, cents: number, currency: string) =>
  new Intl.NumberFormat(`${locale}-NL`, { style: 'currency', currency }).format(cents / 100)

/** The payment reminder after a failed direct debit, in `locale`: plain text (link on its own line) and HTML. */
export function paymentReminderMail(
  locale: Locale,
  {
    to,
    partner,
    link,
    amountCents,
    currency,
  }: { to: string; partner: string; link: string; amountCents: number; currency: string },
): MailMessage {
  const t = TEXTS[locale]
  const intro = t.intro(partner, formatAmount(locale, amountCents, currency))
  return linkMail({ to, subject: t.subject(partner), intro, link, button: t.button, outro: t.outro })
}
