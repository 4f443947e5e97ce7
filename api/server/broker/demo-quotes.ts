import { eq, inArray, sql } from 'drizzle-orm'
import { createBrokerQuoteSchema } from '../../contract/broker'
import type { CreateAnswer } from '../../contract/questions'
import type { Database } from '../db/client'
import {
  brokerQuotes,
  insuranceProducts,
  partners,
  professions,
  questionOptions,
  questions,
} from '../db/schema'
import { priceQuote, upsertBroker } from './quote-service'

/**
 * The demo seed's broker and quotes on partner zzp (issue 21 point 3): an open quote, a second open one
 * and an expired one, each for its own customer (the partner's external id). Their ids are fixed so a demo
 * can sign a link to them (scripts/broker-quote.ts prints one); a new quote gets a random id.
 */
export const DEMO_BROKER = {
  name: 'Jansen Assurantiën',
  email: 'advies@jansen-assurantien.example',
  phone: '020 123 4567',
}
export const DEMO_QUOTES = {
  open: { id: 'demo-offerte-zzp-open-0001', customer: 'demo-klant-offerte' },
  second: { id: 'demo-offerte-zzp-open-0002', customer: 'demo-klant-offerte-2' },
  expired: { id: 'demo-offerte-zzp-verlopen-01', customer: 'demo-klant-verlopen' },
} as const

type Tx = Pick<Database, 'select' | 'insert'>

/** The id of each `product/question/option` key of the demo's products. */
async function keysToIds(tx: Tx, slugs: string[]) {
  const rows = await tx
    .select({
      product: insuranceProducts.slug,
      productId: insuranceProducts.id,
      question: questions.key,
      questionId: questions.id,
      option: questionOptions.key,
      optionId: questionOptions.id,
    })
    .from(insuranceProducts)
    .innerJoin(questions, eq(questions.insurance_product_id, insuranceProducts.id))
    .leftJoin(questionOptions, eq(questionOptions.question_id, questions.id))
    .where(inArray(insuranceProducts.slug, slugs))
  const product = new Map(rows.map((r) => [r.product, r.productId]))
  const question = new Map(rows.map((r) => [`${r.product}/${r.question}`, r.questionId]))
  const option = new Map(rows.map((r) => [`${r.product}/${r.question}/${r.option}`, r.optionId]))
  return { product, question, option }
}

/** Seeds the demo broker of zzp and its quotes; safe at every start (an open quote stays open 30 days on). */
export async function seedBrokerQuotes(tx: Tx): Promise<void> {
  const [zzp] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.slug, 'zzp'))
  const [carpenter] = await tx
    .select({ id: professions.id })
    .from(professions)
    .where(eq(professions.slug, 'timmerman'))
  if (!zzp || !carpenter) return
  await upsertBroker(tx, { partnerId: zzp.id, ...DEMO_BROKER })
  const ids = await keysToIds(tx, ['business_liability', 'death_risk'])
  const single = (product: string, question: string, option: string): CreateAnswer => ({
    question: ids.question.get(`${product}/${question}`)!,
    option: ids.option.get(`${product}/${question}/${option}`)!,
  })
  const liability = {
    product: ids.product.get('business_liability')!,
    answers: [
      single('business_liability', 'claims_last_5_years', 'no'),
      single('business_liability', 'insurer_refused', 'no'),
      single('business_liability', 'annual_revenue', 'up_to_100k'),
      single('business_liability', 'works_at_client_sites', 'yes'),
      { question: ids.question.get('business_liability/employees')!, float_value: 2 },
      single('business_liability', 'borrowed_goods_cover', 'no'),
    ],
  }
  const deathRisk = {
    product: ids.product.get('death_risk')!,
    answers: [
      { question: ids.question.get('death_risk/birth_date')!, date_value: '1985-04-12' },
      single('death_risk', 'insured_amount', 'eur_100k'),
      single('death_risk', 'smoker', 'no'),
      { question: ids.question.get('death_risk/beneficiary')!, text_value: 'Mijn partner' },
    ],
  }
  const day = 24 * 60 * 60_000
  const quotes = [
    {
      ...DEMO_QUOTES.open,
      name: 'Sanne de Vries',
      email: 'sanne.devries@example.nl',
      products: [liability],
      until: Date.now() + 30 * day,
    },
    {
      ...DEMO_QUOTES.second,
      name: 'Daan Bakker',
      email: 'daan.bakker@example.nl',
      products: [liability, deathRisk],
      until: Date.now() + 30 * day,
    },
    {
      ...DEMO_QUOTES.expired,
      name: 'Eva Smit',
      email: 'eva.smit@example.nl',
      products: [liability],
      until: Date.now() - 2 * day,
    },
  ]
  for (const quote of quotes) {
    const input = createBrokerQuoteSchema.parse({
      broker_email: DEMO_BROKER.email,
      customer_external_id: quote.customer,
      customer_email: quote.email,
      customer_name: quote.name,
      profession: carpenter.id,
      products: quote.products,
    })
    const priced = await priceQuote(tx, zzp.id, input)
    const valid_until = new Date(quote.until)
    await tx
      .insert(brokerQuotes)
      .values({ id: quote.id, ...priced, valid_until })
      .onConflictDoUpdate({
        target: brokerQuotes.id,
        // A demo quote the customer accepted stays used (accepted_at is kept).
        set: { items: priced.items, valid_until, updated_at: sql`now()` },
      })
  }
}
