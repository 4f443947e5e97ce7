import type { Locale } from '../../contract/common'
import type { ChatMessage } from '../../contract/support'
import type { MailMessage } from './mailer'

/** What the support desk is told of a chat message besides the customer's words. */
export interface ChatFacts extends ChatMessage {
  /** The customer's number when signed in, so support finds the account. */
  userId: number | null
  /** The page the customer wrote from (path only). */
  page: string | null
}

interface ChatTexts {
  subject: (name: string) => string
  heading: string
  labels: { name: string; email: string; customer: string; page: string }
  visitor: string
}

// To the partner's support desk, in the partner's own language.
const TEXTS: Record<Locale, ChatTexts> = {
  nl: {
    subject: (name) => `Chatbericht van ${name}`,
    heading:
      'Iemand stuurde een bericht via de chat op de website. Beantwoord het op de volgende werkdag of eerder; antwoorden op deze e-mail gaat naar de afzender.',
    labels: { name: 'Naam', email: 'E-mail', customer: 'Klantnummer', page: 'Pagina' },
    visitor: 'niet ingelogd',
  },
  en: {
    subject: (name) => `Chat message from ${name}`,
    heading:
      'Someone sent a message through the chat on the website. Answer it on the next business day or sooner; replying to this e-mail reaches the sender.',
    labels: { name: 'Name', email: 'E-mail', customer: 'Customer number', page: 'Page' },
    visitor: 'not signed in',
  },
  fr: {
    subject: (name) => `Message de chat de ${name}`,
    heading:
      "Quelqu'un a envoyé un message via le chat du site. Répondez-y au plus tard le jour ouvré suivant ; une réponse à cet e-mail parvient à l'expéditeur.",
    labels: { name: 'Nom', email: 'E-mail', customer: 'Numéro de client', page: 'Page' },
    visitor: 'non connecté',
  },
  de: {
    subject: (name) => `Chat-Nachricht von ${name}`,
    heading:
      'Jemand hat über den Chat auf der Website eine Nachricht gesendet. Bitte beantworten Sie sie spätestens am nächsten Werktag; eine Antwort auf diese E-Mail erreicht den Absender.',
    labels: { name: 'Name', email: 'E-Mail', customer: 'Kundennummer', page: 'Seite' },
    visitor: 'nicht angemeldet',
  },
}

/** The chat message for the partner's support address; replies go to the address the customer gave. */
export function chatMessageMail(locale: Locale, to: string, facts: ChatFacts): MailMessage {
  const t = TEXTS[locale]
  const details = [
    `${t.labels.name}: ${facts.name}`,
    `${t.labels.email}: ${facts.email}`,
    `${t.labels.customer}: ${facts.userId ?? t.visitor}`,
    `${t.labels.page}: ${facts.page ?? '-'}`,
  ].join('\n')
  const text = [t.heading, details, facts.message].join('\n\n')
  return { to, replyTo: facts.email, subject: t.subject(facts.name), text: `${text}\n` }
}
