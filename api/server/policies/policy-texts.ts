import type { Locale } from '../../contract/common'

/**
 * The words of the policy document and the policy e-mail. Both are written by the server, so their texts
 * live here (as quiz-mail.ts keeps its own) rather than in the browser's catalogs.
 */
export interface PolicyTexts {
  /** The document's title. */
  title: string
  /** The document's file name prefix (`polis-VZ-2026-000001.pdf`). */
  filePrefix: string
  number: string
  product: string
  policyholder: string
  company: string
  startDate: string
  endDate: string
  runsOn: string
  premium: string
  premiumNote: string
  cover: string
  executionOnly: string
  issuedBy: (partner: string) => string
  subject: (partner: string, count: number) => string
  intro: (partner: string, products: string) => string
  button: string
  outro: string
}

export const POLICY_TEXTS: Record<Locale, PolicyTexts> = {
  nl: {
    title: 'Polisblad',
    filePrefix: 'polis',
    number: 'Polisnummer',
    product: 'Verzekering',
    policyholder: 'Verzekeringnemer',
    company: 'Bedrijf',
    startDate: 'Ingangsdatum',
    endDate: 'Einddatum',
    runsOn: 'Loopt door',
    premium: 'Premie per maand',
    premiumNote: 'inclusief assurantiebelasting',
    cover: 'Dekking',
    executionOnly:
      'Je hebt deze verzekering zelf online gekozen en afgesloten zonder advies (execution-only). Controleer of de dekking bij je past.',
    issuedBy: (p) => `Uitgegeven via ${p}`,
    subject: (p, n) => (n === 1 ? `Je polis van ${p}` : `Je polissen van ${p}`),
    intro: (p, products) =>
      `Hallo,\n\nBedankt voor je aankoop bij ${p}. Je bent verzekerd met: ${products}.\n\nJe polisblad zit als pdf bij deze e-mail. Je vindt je verzekeringen en documenten ook in je account:`,
    button: 'Naar mijn verzekeringen',
    outro: 'Bewaar je polisblad goed. Heb je vragen? Neem dan contact met ons op.',
  },
  en: {
    title: 'Policy schedule',
    filePrefix: 'policy',
    number: 'Policy number',
    product: 'Insurance',
    policyholder: 'Policyholder',
    company: 'Company',
    startDate: 'Start date',
    endDate: 'End date',
    runsOn: 'Runs on',
    premium: 'Monthly premium',
    premiumNote: 'including insurance tax',
    cover: 'Cover',
    executionOnly:
      'You chose and took out this insurance online yourself without advice (execution-only). Please check that the cover suits you.',
    issuedBy: (p) => `Issued through ${p}`,
    subject: (p, n) => (n === 1 ? `Your policy from ${p}` : `Your policies from ${p}`),
    intro: (p, products) =>
      `Hello,\n\nThank you for your purchase at ${p}. You are insured with: ${products}.\n\nYour policy schedule is attached to this e-mail as a PDF. You can also find your insurances and documents in your account:`,
    button: 'Go to my insurances',
    outro: 'Keep your policy schedule in a safe place. Any questions? Please get in touch with us.',
  },
  fr: {
    title: 'Conditions particulières',
    filePrefix: 'police',
    number: 'Numéro de police',
    product: 'Assurance',
    policyholder: 'Preneur d’assurance',
    company: 'Entreprise',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    runsOn: 'Sans date de fin',
    premium: 'Prime mensuelle',
    premiumNote: 'taxe sur les assurances comprise',
    cover: 'Couverture',
    executionOnly:
      'Vous avez choisi et souscrit cette assurance vous-même en ligne, sans conseil (execution-only). Vérifiez que la couverture vous convient.',
    issuedBy: (p) => `Émis via ${p}`,
    subject: (p, n) => (n === 1 ? `Votre police de ${p}` : `Vos polices de ${p}`),
    intro: (p, products) =>
      `Bonjour,\n\nMerci pour votre achat chez ${p}. Vous êtes assuré(e) par : ${products}.\n\nVos conditions particulières sont jointes à cet e-mail au format PDF. Vous retrouvez aussi vos assurances et documents dans votre compte :`,
    button: 'Voir mes assurances',
    outro: 'Conservez vos conditions particulières. Des questions ? Contactez-nous.',
  },
  de: {
    title: 'Versicherungsschein',
    filePrefix: 'police',
    number: 'Policennummer',
    product: 'Versicherung',
    policyholder: 'Versicherungsnehmer',
    company: 'Unternehmen',
    startDate: 'Beginndatum',
    endDate: 'Enddatum',
    runsOn: 'Läuft weiter',
    premium: 'Monatsbeitrag',
    premiumNote: 'inklusive Versicherungsteuer',
    cover: 'Deckung',
    executionOnly:
      'Sie haben diese Versicherung selbst online ohne Beratung gewählt und abgeschlossen (Execution-only). Bitte prüfen Sie, ob die Deckung zu Ihnen passt.',
    issuedBy: (p) => `Ausgestellt über ${p}`,
    subject: (p, n) => (n === 1 ? `Ihre Police von ${p}` : `Ihre Policen von ${p}`),
    intro: (p, products) =>
      `Hallo,\n\nVielen Dank für Ihren Kauf bei ${p}. Sie sind versichert mit: ${products}.\n\nIhr Versicherungsschein ist dieser E-Mail als PDF beigefügt. Ihre Versicherungen und Dokumente finden Sie auch in Ihrem Konto:`,
    button: 'Zu meinen Versicherungen',
    outro: 'Bewahren Sie Ihren Versicherungsschein gut auf. Haben Sie Fragen? Melden Sie sich gern bei uns.',
  },
}

/** A date `YYYY-MM-DD` as DD-MM-YYYY, as every screen shows dates. */
export const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-')

/** An amount as the customer reads it in `locale` (`€ 12,50`, `€12.50`). */
export const formatAmount = (locale: Locale, cents: number, currency: string) =>
  new Intl.NumberFormat(`${locale}-NL`, { style: 'currency', currency }).format(cents / 100)
