import type { Locale } from '../../contract/common'
import { linkMail } from './link-mail'
import type { MailMessage } from './mailer'

interface Texts {
  subject: (partner: string) => string
  intro: (partner: string) => string
  button: string
  outro: string
}

// E-mail is written by the server, so its texts live here rather than in the browser's catalogs.
const TEXTS: Record<Locale, Texts> = {
  nl: {
    subject: (p) => `Je tweede kans voor de kennistoets van ${p}`,
    intro: (p) =>
      `Hallo,\n\nJe hebt de kennistoets voor je arbeidsongeschiktheidsverzekering bij ${p} nog niet gehaald. Je krijgt één tweede kans met andere vragen. Via de link hieronder ga je verder met de tweede toets:`,
    button: 'Naar de tweede toets',
    outro:
      'Lees de vragen rustig door. Haal je ook deze toets niet, dan neemt een adviseur contact met je op om samen te kijken wat bij je past.',
  },
  en: {
    subject: (p) => `Your second chance at the knowledge quiz of ${p}`,
    intro: (p) =>
      `Hello,\n\nYou did not pass the knowledge quiz for your income protection insurance at ${p} yet. You get one second chance with different questions. Use the link below to continue with the second quiz:`,
    button: 'Go to the second quiz',
    outro:
      'Take your time to read the questions. If you do not pass this quiz either, an adviser will contact you to see together what suits you.',
  },
  fr: {
    subject: (p) => `Votre deuxième chance au test de connaissances de ${p}`,
    intro: (p) =>
      `Bonjour,\n\nVous n'avez pas encore réussi le test de connaissances de votre assurance incapacité de travail chez ${p}. Vous avez une deuxième chance, avec d'autres questions. Cliquez sur le lien ci-dessous pour passer le deuxième test :`,
    button: 'Passer le deuxième test',
    outro:
      'Prenez le temps de lire les questions. Si vous ne réussissez pas non plus ce test, un conseiller vous contactera pour voir avec vous ce qui vous convient.',
  },
  de: {
    subject: (p) => `Ihre zweite Chance beim Wissenstest von ${p}`,
    intro: (p) =>
      `Hallo,\n\nSie haben den Wissenstest zu Ihrer Arbeitsunfähigkeitsversicherung bei ${p} noch nicht bestanden. Sie erhalten eine zweite Chance mit anderen Fragen. Über den folgenden Link geht es weiter mit dem zweiten Test:`,
    button: 'Zum zweiten Test',
    outro:
      'Lesen Sie die Fragen in Ruhe. Wenn Sie auch diesen Test nicht bestehen, meldet sich ein Berater bei Ihnen, um gemeinsam zu sehen, was zu Ihnen passt.',
  },
}

/** The link of the alternative quiz (the second attempt) on the partner's site. */
export const alternativeQuizLink = (origin: string, product: number) =>
  `${origin}/checkout/aov-premium-review?quiz=alternative&product=${product}`

/** The e-mail after a first fail: the alternative quiz's link in `locale`, as plain text and HTML. */
export function alternativeQuizMail(
  locale: Locale,
  { to, partner, link }: { to: string; partner: string; link: string },
): MailMessage {
  const t = TEXTS[locale]
  const intro = t.intro(partner)
  return linkMail({ to, subject: t.subject(partner), intro, link, button: t.button, outro: t.outro })
}
