import { eq } from 'drizzle-orm'
import {
  isPriceSetting,
  isPricedInOwnStep,
  type CalculatorSummary,
  type PremiumFactor,
} from '../../contract/calculator'
import type { Locale } from '../../contract/common'
import type { Question } from '../../contract/questions'
import { cartItemsOf } from '../cart/cart-service'
import type { StartRules } from '../cart/start-date'
import type { Database } from '../db/client'
import { professions } from '../db/schema'
import { productQuestions } from '../questions/store'
import type { UserRow } from '../users/store'

const NUMBER_LOCALE: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' }
const DATE_SEPARATOR: Record<Locale, string> = { nl: '-', en: '/', fr: '/', de: '.' }

/** An answer as the customer gave it, in words: the option's text, an amount, a date (DD-MM-YYYY). */
export function answerText(question: Question, locale: Locale): string | null {
  const answer = question.user_answer
  if (!answer) return null
  const optionText = (id: number) => question.options.find((o) => o.id === id)?.text ?? ''
  if (answer.option !== null) return optionText(answer.option)
  if (answer.multi_select_options.length > 0)
    return answer.multi_select_options.map(optionText).filter(Boolean).join(', ')
  if (answer.money_value !== null)
    return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(Number(answer.money_value))
  if (answer.date_value !== null) {
    const [y, m, d] = answer.date_value.split('-')
    return [d, m, y].join(DATE_SEPARATOR[locale])
  }
  if (answer.float_value !== null)
    return new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(answer.float_value)
  return answer.text_value
}

/** The price-setting questions' answers, and whether every one of them is answered. */
export function factorsOf(questions: readonly Question[], locale: Locale) {
  const setting = questions.filter(isPriceSetting)
  const factors: PremiumFactor[] = setting.flatMap((q) => {
    const answer = answerText(q, locale)
    return answer === null ? [] : [{ question: q.text, answer }]
  })
  return { factors, complete: factors.length === setting.length }
}

/**
 * The calculator's summary of `user`'s cart in `locale`: per item its monthly premium when the calculator
 * priced it and every price question is answered (never a price that was not calculated), and what it
 * depends on; with the profession and its risk class. `only`: these cart items (all when absent).
 */
export async function calculatorSummary(
  db: Database,
  user: Pick<UserRow, 'id' | 'profession_id'>,
  locale: Locale,
  rules: StartRules,
  only?: readonly number[],
): Promise<CalculatorSummary> {
  const cart = await cartItemsOf(db, user.id, locale, rules)
  const chosen = only ? cart.filter((item) => only.includes(item.id)) : cart
  const items = await Promise.all(
    chosen.map(async (item) => {
      const product = item.insurance_product
      const base = {
        cart_item: item.id,
        product: { id: product.id, name: product.name, type: product.type },
        price_currency: product.price_currency,
      }
      if (isPricedInOwnStep(product.type))
        return { ...base, calculated: false, complete: false, price: null, net_price: null, factors: [] }
      const { factors, complete } = factorsOf(await productQuestions(db, product.id, user.id, locale), locale)
      return {
        ...base,
        calculated: true,
        complete,
        price: complete ? product.price : null,
        net_price: complete ? product.net_price : null,
        factors,
      }
    }),
  )
  return { profession: await professionOf(db, user.profession_id, locale), items }
}

async function professionOf(db: Database, id: number | null, locale: Locale) {
  if (id === null) return null
  const [row] = await db
    .select({ names: professions.names, risk_class: professions.risk_class })
    .from(professions)
    .where(eq(professions.id, id))
  return row ? { name: row.names[locale] ?? row.names.nl, risk_class: row.risk_class } : null
}
