import type { Locale } from '../../contract/common'
import { linkMail } from '../mail/link-mail'
import type { MailMessage } from '../mail/mailer'

interface Facts {
  product: string
  number: string
  /** The last day of cover, DD-MM-YYYY. */
  endDate: string
}

interface Texts {
  subject: (f: Facts) => string
  intro: (f: Facts) => string
  button: string
  /** The refund texts of forms §4 Cancellation and §9. */
  outro: string
}

// E-mail is written by the server, so its texts live here rather than in the browser's catalogs.
const TEXTS: Record<Locale, Texts> = {
  nl: {
    subject: (f) => `Bevestiging van je opzegging: ${f.product}`,
    intro: (f) =>
      `Hallo,\n\nJe hebt je ${f.product} (polisnummer ${f.number}) opgezegd. Je bent verzekerd tot en met ${f.endDate}; daarna stopt de verzekering en stoppen ook de maandelijkse incasso's.`,
    button: 'Naar mijn verzekeringen',
    outro:
      'Heb je te veel premie betaald, dan krijg je dat binnen 14 dagen terug. De terugbetaling wordt verwerkt 14 dagen na de laatste incasso.',
  },
  en: {
    subject: (f) => `Confirmation of your cancellation: ${f.product}`,
    intro: (f) =>
      `Hello,\n\nYou have cancelled your ${f.product} (policy number ${f.number}). You are insured up to and including ${f.endDate}; after that the insurance and its monthly direct debits stop.`,
    button: 'Go to my insurances',
    outro:
      'If you paid too much premium, you get it back within 14 days. The refund is processed 14 days after the last direct debit.',
  },
  fr: {
    subject: (f) => `Confirmation de votre résiliation : ${f.product}`,
    intro: (f) =>
      `Bonjour,\n\nVous avez résilié votre ${f.product} (numéro de police ${f.number}). Vous êtes assuré jusqu'au ${f.endDate} inclus ; ensuite l'assurance et ses prélèvements mensuels s'arrêtent.`,
    button: 'Vers mes assurances',
    outro:
      'Si vous avez payé trop de prime, elle vous est remboursée dans les 14 jours. Le remboursement est traité 14 jours après le dernier prélèvement.',
  },
  de: {
    subject: (f) => `Bestätigung Ihrer Kündigung: ${f.product}`,
    intro: (f) =>
      `Hallo,\n\nSie haben Ihre ${f.product} (Policennummer ${f.number}) gekündigt. Sie sind bis einschließlich ${f.endDate} versichert; danach enden die Versicherung und ihre monatlichen Lastschriften.`,
    button: 'Zu meinen Versicherungen',
    outro:
      'Haben Sie zu viel Prämie bezahlt, erhalten Sie sie innerhalb von 14 Tagen zurück. Die Erstattung wird 14 Tage nach der letzten Lastschrift bearbeitet.',
  },
}

/** YYYY-MM-DD as DD-MM-YYYY, as dates are shown everywhere. */
const shown = (date: string) => date.split('-').reverse().join('-')

/** The confirmation of a cancellation in `locale`, with the end date, the refund texts and a link. */
export function cancellationMail(
  locale: Locale,
  {
    to,
    link,
    product,
    number,
    endDate,
  }: { to: string; link: string; product: string; number: string; endDate: string },
): MailMessage {
  const t = TEXTS[locale]
  const facts = { product, number, endDate: shown(endDate) }
  return linkMail({
    to,
    subject: t.subject(facts),
    intro: t.intro(facts),
    link,
    button: t.button,
    outro: t.outro,
  })
}
