import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import type { ListItem } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import { dayMonthYear, formatAmount, POLICY_TEXTS } from './policy-texts'

/** What a policy document says (the policy, its holder and its partner), in one language. */
export interface PolicyPdfFacts {
  locale: Locale
  partner: string
  number: string
  product: string
  holder: string
  company: string | null
  startDate: string
  endDate: string | null
  monthlyCents: number
  currency: string
  cover: readonly ListItem[]
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56

/**
 * The standard fonts write WinAnsi only: a name in another script keeps its letters without accents
 * when it can (NFD), and any other character becomes '?', so a policy is never refused for its name.
 */
function encodable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet())
  const one = (ch: string) => {
    if (known.has(ch.codePointAt(0)!)) return ch
    const bare = ch.normalize('NFD').replace(/\p{M}/gu, '')
    return [...bare].every((c) => known.has(c.codePointAt(0)!)) && bare ? bare : '?'
  }
  return (text) => [...text.replace(/[\r\n\t]+/g, ' ')].map(one).join('')
}

/** Words of `text` in lines at most `width` points wide. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

const coverValue = (item: ListItem, locale: Locale, currency: string) =>
  item.type === 'money'
    ? formatAmount(locale, Math.round(Number(item.value) * 100), currency)
    : item.type === 'date'
      ? dayMonthYear(item.value)
      : item.value

/** The policy document: one A4 page (more when the cover is long) made with pdf-lib. */
export async function policyPdf(facts: PolicyPdfFacts): Promise<Uint8Array> {
  const t = POLICY_TEXTS[facts.locale]
  const doc = await PDFDocument.create()
  doc.setTitle(`${t.title} ${facts.number}`)
  doc.setAuthor(facts.partner)
  doc.setLanguage(facts.locale)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const safe = encodable(regular)
  const width = A4[0] - 2 * MARGIN

  let page: PDFPage = doc.addPage(A4)
  let y = A4[1] - MARGIN
  const room = (needed: number) => {
    if (y - needed >= MARGIN) return
    page = doc.addPage(A4)
    y = A4[1] - MARGIN
  }
  const write = (text: string, { size = 11, font = regular, x = MARGIN, gap = 6 } = {}) => {
    for (const line of wrap(safe(text), font, size, width - (x - MARGIN))) {
      room(size + gap)
      y -= size
      page.drawText(line, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) })
      y -= gap
    }
  }
  const row = (label: string, value: string) => {
    room(20)
    y -= 11
    page.drawText(safe(label), { x: MARGIN, y, size: 11, font: bold })
    const lines = wrap(safe(value), regular, 11, width - 190)
    lines.forEach((line, i) =>
      page.drawText(line, { x: MARGIN + 190, y: y - i * 15, size: 11, font: regular }),
    )
    y -= 9 + 15 * (lines.length - 1)
  }

  write(facts.partner, { size: 12, font: bold, gap: 4 })
  write(t.issuedBy(facts.partner), { size: 9, gap: 18 })
  write(`${t.title} ${facts.number}`, { size: 20, font: bold, gap: 16 })
  row(t.number, facts.number)
  row(t.product, facts.product)
  row(t.policyholder, facts.holder)
  if (facts.company) row(t.company, facts.company)
  row(t.startDate, dayMonthYear(facts.startDate))
  row(t.endDate, facts.endDate ? dayMonthYear(facts.endDate) : t.runsOn)
  row(t.premium, `${formatAmount(facts.locale, facts.monthlyCents, facts.currency)} (${t.premiumNote})`)
  if (facts.cover.length > 0) {
    y -= 12
    write(t.cover, { size: 14, font: bold, gap: 8 })
    for (const item of facts.cover) row(item.label, coverValue(item, facts.locale, facts.currency))
  }
  y -= 16
  write(t.executionOnly, { size: 10 })
  return doc.save()
}
