import type { Locale } from '../../contract/common'
import { linkMail } from '../mail/link-mail'
import type { MailMessage } from '../mail/mailer'

export interface CheckinMailFacts {
  to: string
  partner: string
  /** The freelancer as the client knows them: name and/or company; empty when neither is known. */
  freelancer: string
  client: string
  /** The period, DD-MM-YYYY. */
  from: string
  until: string
  /** `Bedrijfsaansprakelijkheidsverzekering (VZ-2026-000123)`, one per cover. */
  covers: string[]
  /** The confirmation page; it works until `expires` (DD-MM-YYYY). */
  link: string
  expires: string
}

interface Texts {
  someone: string
  subject: (f: CheckinMailFacts, who: string) => string
  intro: (f: CheckinMailFacts, who: string) => string
  button: string
  outro: (f: CheckinMailFacts) => string
  copy: (subject: string) => string
  copyIntro: (f: CheckinMailFacts) => string
}

const list = (covers: string[]) => covers.map((c) => `- ${c}`).join('\n')

// E-mail is written by the server, so its texts live here. It says what is true: the freelancer states
// these policies cover the assignment; we confirm the policies exist and run over the period. The
// client's mail is in the freelancer's language (the client's own is not known).
const TEXTS: Record<Locale, Texts> = {
  nl: {
    someone: 'Je opdrachtnemer',
    subject: (f, who) => `${who} heeft verzekeringsdekking bevestigd voor de opdracht van ${f.client}`,
    intro: (f, who) =>
      `Hallo,\n\n${who} heeft via ${f.partner} bevestigd welke verzekeringen gelden voor de opdracht van ${f.client} van ${f.from} tot en met ${f.until}:\n\n${list(f.covers)}\n\nDeze polissen lopen bij ${f.partner} over de hele periode van de opdracht. De bevestiging met de dekking en de meegestuurde documenten lees je via deze link (inloggen is niet nodig):`,
    button: 'Bevestiging bekijken',
    outro: (f) =>
      `De link werkt tot en met ${f.expires}. Deel hem alleen met wie de bevestiging mag zien.\n\nMet vriendelijke groet,\n${f.partner}`,
    copy: (s) => `Kopie: ${s}`,
    copyIntro: (f) =>
      `Hallo,\n\nDit is een kopie van de bevestiging die we naar ${f.to} hebben gestuurd.\n\nJe hebt bevestigd welke verzekeringen gelden voor de opdracht van ${f.client} van ${f.from} tot en met ${f.until}:\n\n${list(f.covers)}\n\nDit ziet je opdrachtgever via de link:`,
  },
  en: {
    someone: 'Your contractor',
    subject: (f, who) => `${who} has confirmed insurance cover for the assignment of ${f.client}`,
    intro: (f, who) =>
      `Hello,\n\n${who} has confirmed through ${f.partner} which insurance applies to the assignment of ${f.client} from ${f.from} to ${f.until} inclusive:\n\n${list(f.covers)}\n\nThese policies with ${f.partner} run over the whole period of the assignment. You can read the confirmation with the cover and the documents sent along through this link (no sign-in needed):`,
    button: 'View the confirmation',
    outro: (f) =>
      `The link works until ${f.expires} inclusive. Only share it with people who may see the confirmation.\n\nKind regards,\n${f.partner}`,
    copy: (s) => `Copy: ${s}`,
    copyIntro: (f) =>
      `Hello,\n\nThis is a copy of the confirmation we sent to ${f.to}.\n\nYou have confirmed which insurance applies to the assignment of ${f.client} from ${f.from} to ${f.until} inclusive:\n\n${list(f.covers)}\n\nThis is what your client sees through the link:`,
  },
  fr: {
    someone: 'Votre prestataire',
    subject: (f, who) => `${who} a confirmé sa couverture d'assurance pour la mission de ${f.client}`,
    intro: (f, who) =>
      `Bonjour,\n\n${who} a confirmé via ${f.partner} les assurances qui s'appliquent à la mission de ${f.client} du ${f.from} au ${f.until} inclus :\n\n${list(f.covers)}\n\nCes polices chez ${f.partner} courent sur toute la période de la mission. Vous pouvez lire la confirmation, avec la couverture et les documents joints, via ce lien (sans connexion) :`,
    button: 'Voir la confirmation',
    outro: (f) =>
      `Le lien est valable jusqu'au ${f.expires} inclus. Ne le partagez qu'avec les personnes autorisées à voir la confirmation.\n\nCordialement,\n${f.partner}`,
    copy: (s) => `Copie : ${s}`,
    copyIntro: (f) =>
      `Bonjour,\n\nVoici une copie de la confirmation que nous avons envoyée à ${f.to}.\n\nVous avez confirmé les assurances qui s'appliquent à la mission de ${f.client} du ${f.from} au ${f.until} inclus :\n\n${list(f.covers)}\n\nVoici ce que votre client voit via le lien :`,
  },
  de: {
    someone: 'Ihr Auftragnehmer',
    subject: (f, who) => `${who} hat den Versicherungsschutz für den Auftrag von ${f.client} bestätigt`,
    intro: (f, who) =>
      `Guten Tag,\n\n${who} hat über ${f.partner} bestätigt, welche Versicherungen für den Auftrag von ${f.client} vom ${f.from} bis einschließlich ${f.until} gelten:\n\n${list(f.covers)}\n\nDiese Policen bei ${f.partner} laufen über den gesamten Zeitraum des Auftrags. Die Bestätigung mit dem Versicherungsschutz und den mitgesendeten Dokumenten lesen Sie über diesen Link (ohne Anmeldung):`,
    button: 'Bestätigung ansehen',
    outro: (f) =>
      `Der Link gilt bis einschließlich ${f.expires}. Teilen Sie ihn nur mit Personen, die die Bestätigung sehen dürfen.\n\nMit freundlichen Grüßen\n${f.partner}`,
    copy: (s) => `Kopie: ${s}`,
    copyIntro: (f) =>
      `Guten Tag,\n\ndies ist eine Kopie der Bestätigung, die wir an ${f.to} gesendet haben.\n\nSie haben bestätigt, welche Versicherungen für den Auftrag von ${f.client} vom ${f.from} bis einschließlich ${f.until} gelten:\n\n${list(f.covers)}\n\nDas sieht Ihr Auftraggeber über den Link:`,
  },
}

/** The client's confirmation page on the partner's site. */
export const confirmationLink = (origin: string, token: string) =>
  `${origin}/insurance-checkin/confirmation?token=${token}`

/** The e-mail to the client, in `locale`. */
export function clientConfirmationMail(locale: Locale, facts: CheckinMailFacts): MailMessage {
  const t = TEXTS[locale]
  const who = facts.freelancer || t.someone
  return linkMail({
    to: facts.to,
    subject: t.subject(facts, who),
    intro: t.intro(facts, who),
    link: facts.link,
    button: t.button,
    outro: t.outro(facts),
  })
}

/** The freelancer's copy of the client's e-mail, to `to`. */
export function freelancerCopyMail(locale: Locale, facts: CheckinMailFacts, to: string): MailMessage {
  const t = TEXTS[locale]
  const who = facts.freelancer || t.someone
  return linkMail({
    to,
    subject: t.copy(t.subject(facts, who)),
    intro: t.copyIntro(facts),
    link: facts.link,
    button: t.button,
    outro: t.outro(facts),
  })
}
