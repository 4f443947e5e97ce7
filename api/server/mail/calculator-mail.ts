import type { CalculatorSummary } from '../../contract/calculator'
import type { Locale } from '../../contract/common'
import { escapeHtml } from '../http/html'
import type { MailMessage } from './mailer'

interface Texts {
  subject: (partner: string) => string
  intro: (partner: string) => string
  profession: (name: string, riskClass: number) => string
  noProfession: string
  perMonth: (amount: string) => string
  taxNote: string
  dependsOn: string
  notCalculated: string
  incomplete: string
  total: (amount: string) => string
  /** After the total when some products have no premium in it. */
  partialTotal: string
  outro: string
}

// E-mail is written by the server, so its texts live here rather than in the browser's catalogs.
const TEXTS: Record<Locale, Texts> = {
  nl: {
    subject: (p) => `Je premieberekening bij ${p}`,
    intro: (p) =>
      `Hallo,\n\nHieronder vind je de premieberekening die je bij ${p} hebt gemaakt. Dit is een berekening, geen verzekering: je bent pas verzekerd als je de verzekering afsluit.`,
    profession: (name, risk) =>
      `Je beroep: ${name} (risicoklasse ${risk} van 4). Je beroep bepaalt de risicoklasse en daarmee de basispremie.`,
    noProfession: 'Je hebt nog geen beroep gekozen.',
    perMonth: (a) => `${a} per maand`,
    taxNote: 'Alle premies zijn inclusief assurantiebelasting.',
    dependsOn: 'De premie hangt af van je antwoorden:',
    notCalculated: 'De premie van deze verzekering berekenen we wanneer je hem afsluit.',
    incomplete: 'Nog niet alle vragen voor deze premie zijn beantwoord.',
    total: (a) => `Totaal: ${a} per maand`,
    partialTotal: 'Zonder de premies die nog niet berekend zijn.',
    outro: 'Wil je een van deze verzekeringen afsluiten? Ga dan verder in de premiecalculator.',
  },
  en: {
    subject: (p) => `Your premium calculation at ${p}`,
    intro: (p) =>
      `Hello,\n\nBelow is the premium calculation you made at ${p}. This is a calculation, not an insurance policy: you are only insured once you take out the insurance.`,
    profession: (name, risk) =>
      `Your profession: ${name} (risk class ${risk} of 4). Your profession sets the risk class and with it the base premium.`,
    noProfession: 'You have not chosen a profession yet.',
    perMonth: (a) => `${a} per month`,
    taxNote: 'All premiums include insurance tax.',
    dependsOn: 'The premium depends on your answers:',
    notCalculated: 'The premium of this insurance is calculated when you take it out.',
    incomplete: 'Not all questions for this premium have been answered yet.',
    total: (a) => `Total: ${a} per month`,
    partialTotal: 'Without the premiums not yet calculated.',
    outro: 'Would you like to take out one of these insurances? Continue in the premium calculator.',
  },
  fr: {
    subject: (p) => `Votre calcul de prime chez ${p}`,
    intro: (p) =>
      `Bonjour,\n\nVoici le calcul de prime que vous avez effectué chez ${p}. Il s'agit d'un calcul, pas d'une assurance : vous n'êtes assuré qu'après avoir souscrit l'assurance.`,
    profession: (name, risk) =>
      `Votre profession : ${name} (classe de risque ${risk} sur 4). Votre profession détermine la classe de risque et donc la prime de base.`,
    noProfession: "Vous n'avez pas encore choisi de profession.",
    perMonth: (a) => `${a} par mois`,
    taxNote: 'Toutes les primes incluent la taxe sur les assurances.',
    dependsOn: 'La prime dépend de vos réponses :',
    notCalculated: 'La prime de cette assurance est calculée lorsque vous la souscrivez.',
    incomplete: "Toutes les questions pour cette prime n'ont pas encore reçu de réponse.",
    total: (a) => `Total : ${a} par mois`,
    partialTotal: 'Sans les primes qui ne sont pas encore calculées.',
    outro: 'Vous souhaitez souscrire une de ces assurances ? Continuez dans le calculateur de prime.',
  },
  de: {
    subject: (p) => `Ihre Prämienberechnung bei ${p}`,
    intro: (p) =>
      `Hallo,\n\nnachfolgend finden Sie die Prämienberechnung, die Sie bei ${p} erstellt haben. Dies ist eine Berechnung, keine Versicherung: Sie sind erst versichert, wenn Sie die Versicherung abschließen.`,
    profession: (name, risk) =>
      `Ihr Beruf: ${name} (Risikoklasse ${risk} von 4). Ihr Beruf bestimmt die Risikoklasse und damit die Grundprämie.`,
    noProfession: 'Sie haben noch keinen Beruf gewählt.',
    perMonth: (a) => `${a} pro Monat`,
    taxNote: 'Alle Prämien enthalten die Versicherungsteuer.',
    dependsOn: 'Die Prämie hängt von Ihren Antworten ab:',
    notCalculated: 'Die Prämie dieser Versicherung wird berechnet, wenn Sie sie abschließen.',
    incomplete: 'Noch nicht alle Fragen zu dieser Prämie sind beantwortet.',
    total: (a) => `Summe: ${a} pro Monat`,
    partialTotal: 'Ohne die Prämien, die noch nicht berechnet sind.',
    outro: 'Möchten Sie eine dieser Versicherungen abschließen? Fahren Sie im Prämienrechner fort.',
  },
}

const NUMBER_LOCALE: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' }
const money = (amount: string | number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount))

/** One product's block: name, premium (or why there is none), and the answers it depends on. */
function itemLines(item: CalculatorSummary['items'][number], t: Texts, locale: Locale): string[] {
  const head = item.product.name
  if (!item.calculated) return [head, t.notCalculated]
  const factors = item.factors.length
    ? [t.dependsOn, ...item.factors.map((f) => `- ${f.question} ${f.answer}`)]
    : []
  if (item.price === null) return [head, t.incomplete, ...factors]
  return [`${head}: ${t.perMonth(money(item.price, item.price_currency, locale))}`, ...factors]
}

/** The calculator's summary as an e-mail to the customer in `locale`: plain text and HTML. */
export function calculatorSummaryMail(
  locale: Locale,
  { to, partner, summary }: { to: string; partner: string; summary: CalculatorSummary },
): MailMessage {
  const t = TEXTS[locale]
  const priced = summary.items.filter((i) => i.calculated && i.price !== null)
  const total = priced.reduce((sum, i) => sum + Number(i.price), 0)
  const blocks = summary.items.map((item) => itemLines(item, t, locale))
  const profession = summary.profession
    ? t.profession(summary.profession.name, summary.profession.risk_class)
    : t.noProfession
  const closing = [
    ...(priced.length
      ? [
          t.total(money(total, priced[0]!.price_currency, locale)),
          ...(priced.length < summary.items.length ? [t.partialTotal] : []),
          t.taxNote,
        ]
      : []),
  ]
  const text = [t.intro(partner), profession, ...blocks.map((b) => b.join('\n')), closing.join('\n'), t.outro]
    .filter(Boolean)
    .join('\n\n')
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`
  const html = [
    ...t.intro(partner).split('\n\n').map(p),
    p(profession),
    ...blocks.map(
      ([head, ...rest]) =>
        `<h2>${escapeHtml(head!)}</h2>\n${rest
          .map((line) => (line.startsWith('- ') ? `<li>${escapeHtml(line.slice(2))}</li>` : p(line)))
          .join('\n')}`,
    ),
    ...closing.map(p),
    p(t.outro),
  ].join('\n')
  return { to, subject: t.subject(partner), text: `${text}\n`, html: `${html}\n` }
}
