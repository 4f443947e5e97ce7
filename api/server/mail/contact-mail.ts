import type { Locale } from '../../contract/common'
import type { MailAttachment, MailMessage } from './mailer'

/** What the customer asked, as the contact form sent it (api/contract/contact.ts). */
export interface ContactFacts {
  partner: string
  profession: string
  firstName: string
  email: string
  question: string
  /** Customer id in this product, so support finds the account. */
  userId: number
  /** Every document the customer added, and whether it is attached (large ones are not). */
  documents: readonly { name: string; size: number; attached: boolean }[]
}

const megabytes = (size: number) => `${(size / (1024 * 1024)).toFixed(1)} MB`

interface SupportTexts {
  subject: (f: ContactFacts) => string
  heading: string
  labels: { name: string; email: string; profession: string; customer: string; documents: string }
  none: string
  notAttached: string
}

// The message to the partner's support desk, in the partner's own language.
const SUPPORT: Record<Locale, SupportTexts> = {
  nl: {
    subject: (f) => `Vraag via het contactformulier van ${f.firstName}`,
    heading:
      'Een klant stelde een vraag via het contactformulier. Beantwoord de vraag binnen één werkdag; antwoorden op deze e-mail gaat naar de klant.',
    labels: {
      name: 'Voornaam',
      email: 'E-mail',
      profession: 'Beroep',
      customer: 'Klantnummer',
      documents: 'Documenten',
    },
    none: 'geen',
    notAttached: 'niet bijgevoegd, te groot voor e-mail',
  },
  en: {
    subject: (f) => `Question through the contact form from ${f.firstName}`,
    heading:
      'A customer asked a question through the contact form. Answer it within one business day; replying to this e-mail reaches the customer.',
    labels: {
      name: 'First name',
      email: 'E-mail',
      profession: 'Profession',
      customer: 'Customer number',
      documents: 'Documents',
    },
    none: 'none',
    notAttached: 'not attached, too large for e-mail',
  },
  fr: {
    subject: (f) => `Question via le formulaire de contact de ${f.firstName}`,
    heading:
      "Un client a posé une question via le formulaire de contact. Répondez-y dans un délai d'un jour ouvré ; une réponse à cet e-mail parvient au client.",
    labels: {
      name: 'Prénom',
      email: 'E-mail',
      profession: 'Profession',
      customer: 'Numéro de client',
      documents: 'Documents',
    },
    none: 'aucun',
    notAttached: 'non joint, trop volumineux pour un e-mail',
  },
  de: {
    subject: (f) => `Frage über das Kontaktformular von ${f.firstName}`,
    heading:
      'Ein Kunde hat über das Kontaktformular eine Frage gestellt. Bitte beantworten Sie sie innerhalb eines Werktags; eine Antwort auf diese E-Mail erreicht den Kunden.',
    labels: {
      name: 'Vorname',
      email: 'E-Mail',
      profession: 'Beruf',
      customer: 'Kundennummer',
      documents: 'Dokumente',
    },
    none: 'keine',
    notAttached: 'nicht angehängt, zu groß für E-Mail',
  },
}

/** The question for the partner's support address; replies go to the address the customer gave. */
export function supportQuestionMail(
  locale: Locale,
  to: string,
  facts: ContactFacts,
  attachments: readonly MailAttachment[],
): MailMessage {
  const t = SUPPORT[locale]
  const docs = facts.documents.length
    ? facts.documents
        .map((d) => `- ${d.name} (${megabytes(d.size)})${d.attached ? '' : `: ${t.notAttached}`}`)
        .join('\n')
    : t.none
  const text = [
    t.heading,
    `${t.labels.name}: ${facts.firstName}\n${t.labels.email}: ${facts.email}\n${t.labels.profession}: ${facts.profession || '-'}\n${t.labels.customer}: ${facts.userId}`,
    facts.question,
    `${t.labels.documents}:\n${docs}`,
  ].join('\n\n')
  return { to, replyTo: facts.email, subject: t.subject(facts), text: `${text}\n`, attachments }
}

interface CopyTexts {
  subject: (partner: string) => string
  body: (f: ContactFacts) => string
}

// The customer's copy: what was sent, and when to expect an answer (forms §9: within one business day).
const COPY: Record<Locale, CopyTexts> = {
  nl: {
    subject: (p) => `Je vraag is verstuurd naar ${p}`,
    body: (f) =>
      `Hallo ${f.firstName},\n\nJe vraag is verstuurd naar de klantenservice van ${f.partner}. Je krijgt binnen één werkdag antwoord op ${f.email}.\n\nJe vraag:\n${f.question}`,
  },
  en: {
    subject: (p) => `Your question has been sent to ${p}`,
    body: (f) =>
      `Hello ${f.firstName},\n\nYour question has been sent to the customer service of ${f.partner}. You will receive an answer at ${f.email} within one business day.\n\nYour question:\n${f.question}`,
  },
  fr: {
    subject: (p) => `Votre question a été envoyée à ${p}`,
    body: (f) =>
      `Bonjour ${f.firstName},\n\nVotre question a été envoyée au service client de ${f.partner}. Vous recevrez une réponse à ${f.email} dans un délai d'un jour ouvré.\n\nVotre question :\n${f.question}`,
  },
  de: {
    subject: (p) => `Ihre Frage wurde an ${p} gesendet`,
    body: (f) =>
      `Hallo ${f.firstName},\n\nIhre Frage wurde an den Kundenservice von ${f.partner} gesendet. Sie erhalten innerhalb eines Werktags eine Antwort an ${f.email}.\n\nIhre Frage:\n${f.question}`,
  },
}

/** The customer's copy of their question (to their account's address, and kept in their inbox). */
export function contactCopyMail(locale: Locale, to: string, facts: ContactFacts): MailMessage {
  const t = COPY[locale]
  return { to, subject: t.subject(facts.partner), text: `${t.body(facts)}\n` }
}
