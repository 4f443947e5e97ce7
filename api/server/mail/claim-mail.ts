import type { Locale } from '../../contract/common'
import { linkMail } from './link-mail'
import type { MailMessage } from './mailer'

interface ClaimMailFacts {
  to: string
  partner: string
  /** `VZ-2026-000123` */
  policyNumber: string
  productName: string
  /** The day it happened, DD-MM-YYYY. */
  occurredOn: string
  claimId: number
  /** The claims page on the partner's configured site. */
  link: string
}

interface Texts {
  subject: (f: ClaimMailFacts) => string
  intro: (f: ClaimMailFacts) => string
  button: string
  outro: (f: ClaimMailFacts) => string
}

// E-mail is written by the server, so its texts live here rather than in the browser's catalogs. It says
// what is true: the report was received. Nothing is assessed or promised.
const TEXTS: Record<Locale, Texts> = {
  nl: {
    subject: (f) => `We hebben je schademelding ontvangen (${f.policyNumber})`,
    intro: (f) =>
      `Hallo,\n\nWe hebben je schademelding ontvangen voor je ${f.productName} (polis ${f.policyNumber}), over wat er op ${f.occurredOn} gebeurde. Je melding heeft nummer ${f.claimId}.\n\nJe melding en de status ervan zie je op je schademeldingen:`,
    button: 'Naar mijn schademeldingen',
    outro: (f) =>
      `De melding wordt beoordeeld; er is nog niets besloten over een vergoeding. Hebben we meer van je nodig, dan nemen we contact met je op.\n\nMet vriendelijke groet,\n${f.partner}`,
  },
  en: {
    subject: (f) => `We have received your claim (${f.policyNumber})`,
    intro: (f) =>
      `Hello,\n\nWe have received your claim for your ${f.productName} (policy ${f.policyNumber}), about what happened on ${f.occurredOn}. Your claim has number ${f.claimId}.\n\nYou can see your claim and its status among your claims:`,
    button: 'Go to my claims',
    outro: (f) =>
      `Your claim will be assessed; nothing has been decided about any payment yet. If we need more from you, we will contact you.\n\nKind regards,\n${f.partner}`,
  },
  fr: {
    subject: (f) => `Nous avons bien reçu votre déclaration de sinistre (${f.policyNumber})`,
    intro: (f) =>
      `Bonjour,\n\nNous avons bien reçu votre déclaration de sinistre pour votre ${f.productName} (police ${f.policyNumber}), concernant ce qui s'est passé le ${f.occurredOn}. Votre déclaration porte le numéro ${f.claimId}.\n\nVous retrouvez votre déclaration et son statut parmi vos déclarations de sinistre :`,
    button: 'Voir mes déclarations de sinistre',
    outro: (f) =>
      `Votre déclaration va être examinée ; rien n'est encore décidé quant à une indemnisation. Si nous avons besoin d'autres informations, nous vous contacterons.\n\nCordialement,\n${f.partner}`,
  },
  de: {
    subject: (f) => `Wir haben Ihre Schadensmeldung erhalten (${f.policyNumber})`,
    intro: (f) =>
      `Hallo,\n\nwir haben Ihre Schadensmeldung zu Ihrer ${f.productName} (Police ${f.policyNumber}) erhalten, zu dem, was am ${f.occurredOn} passiert ist. Ihre Meldung hat die Nummer ${f.claimId}.\n\nIhre Meldung und ihren Status sehen Sie bei Ihren Schadensmeldungen:`,
    button: 'Zu meinen Schadensmeldungen',
    outro: (f) =>
      `Ihre Meldung wird geprüft; über eine Erstattung ist noch nichts entschieden. Wenn wir mehr von Ihnen brauchen, melden wir uns bei Ihnen.\n\nViele Grüße\n${f.partner}`,
  },
}

/** The claims page (`/user/policies/claims`) on the partner's site. */
export const claimsLink = (origin: string) => `${origin}/user/policies/claims`

/** The acknowledgement of a new claim, in `locale`, as plain text and HTML. */
export function claimReceivedMail(locale: Locale, facts: ClaimMailFacts): MailMessage {
  const t = TEXTS[locale]
  return linkMail({
    to: facts.to,
    subject: t.subject(facts),
    intro: t.intro(facts),
    link: facts.link,
    button: t.button,
    outro: t.outro(facts),
  })
}
