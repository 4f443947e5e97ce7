import { inArray, sql } from 'drizzle-orm'
import type { Database } from './client'
import { PRODUCTS } from './products-data'
import { PROFESSIONS } from './professions-data'
import { QUESTIONS } from './questions-data'
import { checkQuizzes, QUIZZES } from './quiz-data'
import {
  featureFlags,
  insuranceProducts,
  partnerColors,
  partners,
  professions,
  questionOptions,
  questions,
  quizOptions,
  quizQuestions,
  quizzes,
} from './schema'
import { devSignatureSecret, SEED_FLAGS, SEED_PARTNERS } from './seed-data'
import { seedAdminEmail, upsertAdminUser } from '../admin/admin-users'
import { seedBrokerQuotes } from '../broker/demo-quotes'

/**
 * Upserts the demo data; safe to run at every start (`demoCounts`: also the journeys' demo counts). Partners, flags, professions, products, questions and
 * quizzes follow the seed (the seed owns them); colours are only added when missing, so colours an admin
 * changed survive a restart.
 */
export async function seed(
  db: Database,
  { demoCounts = false }: { demoCounts?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { colors, ...partner } of SEED_PARTNERS) {
      const { slug, ...fields } = partner
      const [row] = await tx
        .insert(partners)
        .values({ ...partner, signature_secret: devSignatureSecret(slug) })
        .onConflictDoUpdate({
          target: partners.slug,
          set: {
            ...fields,
            signature_secret: sql`coalesce(${partners.signature_secret}, excluded.signature_secret)`,
            updated_at: sql`now()`,
          },
        })
        .returning({ id: partners.id })
      if (!row) throw new Error(`seed: partner ${slug} was not stored`)
      // One admin per partner, named as the partner (only such an admin sees the banner, forms §6).
      await upsertAdminUser(tx, { partnerId: row.id, email: seedAdminEmail(slug), name: partner.name })
      const rows = Object.entries(colors).map(([key, value]) => ({ partner_id: row.id, key, value }))
      if (rows.length > 0) await tx.insert(partnerColors).values(rows).onConflictDoNothing()
    }
    for (const [key, payload] of Object.entries(SEED_FLAGS)) {
      await tx
        .insert(featureFlags)
        .values({ key, payload })
        .onConflictDoUpdate({ target: featureFlags.key, set: { payload, updated_at: sql`now()` } })
    }
    await seedProfessions(tx)
    await seedProducts(tx)
    await seedQuestions(tx)
    await seedQuizzes(tx)
    // The demo broker of zzp and its quotes (issue 21 point 3), priced from the products just seeded.
    await seedBrokerQuotes(tx)
  })
  // Where customers drop off (issue 22 point 5): 30 days of demo counts for /journeys. Asked for by the
  // server's start only (it simulates the journeys: a second or so the test databases need not spend).
  if (demoCounts) {
    const { seedDemoCounts } = await import('../journey-stats/demo-counts')
    await seedDemoCounts(
      db,
      SEED_PARTNERS.map((p) => p.slug),
    )
  }
}

/** Upserts the profession catalogue by slug, so ids stay stable across restarts. */
async function seedProfessions(db: Pick<Database, 'insert'>): Promise<void> {
  const rows = PROFESSIONS.map(([slug, nl, en, fr, de, risk_class, keywords]) => ({
    slug,
    names: { nl, en, fr, de },
    risk_class,
    keywords: keywords.split(' ').filter(Boolean),
  }))
  await db
    .insert(professions)
    .values(rows)
    .onConflictDoUpdate({
      target: professions.slug,
      set: {
        names: sql`excluded.names`,
        risk_class: sql`excluded.risk_class`,
        keywords: sql`excluded.keywords`,
        updated_at: sql`now()`,
      },
    })
}

/** Upserts the insurance products by slug, so ids stay stable across restarts. */
async function seedProducts(db: Pick<Database, 'insert'>): Promise<void> {
  await db
    .insert(insuranceProducts)
    .values([...PRODUCTS])
    .onConflictDoUpdate({
      target: insuranceProducts.slug,
      set: {
        type: sql`excluded.type`,
        names: sql`excluded.names`,
        descriptions: sql`excluded.descriptions`,
        faq: sql`excluded.faq`,
        base_net_cents: sql`excluded.base_net_cents`,
        risk_factors: sql`excluded.risk_factors`,
        require_identity_verification: sql`excluded.require_identity_verification`,
        risk_classes: sql`excluded.risk_classes`,
        updated_at: sql`now()`,
      },
    })
}

/**
 * Upserts each product's questions by (product, key) and their options by (question, key), so ids stay
 * stable across restarts and answers keep pointing at them. Nothing is deleted: a question left out of
 * the seed stays for the answers given to it.
 */
async function seedQuestions(db: Pick<Database, 'insert' | 'select'>): Promise<void> {
  const products = await db
    .select({ id: insuranceProducts.id, slug: insuranceProducts.slug })
    .from(insuranceProducts)
  const productId = new Map(products.map((p) => [p.slug, p.id]))
  const seeds = Object.entries(QUESTIONS).flatMap(([slug, list]) => {
    const product = productId.get(slug)
    if (product === undefined) throw new Error(`seed: questions for unknown product ${slug}`)
    return list.map((seed, i) => ({ product, position: i + 1, seed }))
  })
  const rows = await db
    .insert(questions)
    .values(
      seeds.map(({ product, position, seed }) => ({
        insurance_product_id: product,
        key: seed.key,
        group: seed.group,
        type: seed.type,
        texts: seed.text,
        help: seed.help,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [questions.insurance_product_id, questions.key],
      set: {
        group: sql`excluded."group"`,
        type: sql`excluded.type`,
        texts: sql`excluded.texts`,
        help: sql`excluded.help`,
        position: sql`excluded.position`,
        updated_at: sql`now()`,
      },
    })
    .returning({ id: questions.id, product: questions.insurance_product_id, key: questions.key })
  const questionId = new Map(rows.map((r) => [`${r.product}/${r.key}`, r.id]))
  const options = seeds.flatMap(({ product, seed }) =>
    seed.options.map((option, i) => {
      const question_id = questionId.get(`${product}/${seed.key}`)
      if (question_id === undefined) throw new Error(`seed: question ${seed.key} was not stored`)
      return {
        question_id,
        key: option.key,
        texts: option.text,
        consequence: option.consequence,
        price_factor: option.price_factor,
        position: i + 1,
      }
    }),
  )
  if (options.length === 0) return
  await db
    .insert(questionOptions)
    .values(options)
    .onConflictDoUpdate({
      target: [questionOptions.question_id, questionOptions.key],
      set: {
        texts: sql`excluded.texts`,
        consequence: sql`excluded.consequence`,
        price_factor: sql`excluded.price_factor`,
        position: sql`excluded.position`,
        updated_at: sql`now()`,
      },
    })
}

/**
 * Upserts the quizzes by key, their questions by (quiz, key) and options by (question, key), so ids stay
 * stable and stored results keep pointing at them. The correct flags are cleared first and set again from
 * the seed, so moving the correct answer never meets two at once (one correct option per question).
 */
async function seedQuizzes(db: Pick<Database, 'insert' | 'update'>): Promise<void> {
  checkQuizzes(QUIZZES)
  const stored = await db
    .insert(quizzes)
    .values(QUIZZES.map(({ key, kind, product_types }) => ({ key, kind, product_types })))
    .onConflictDoUpdate({
      target: quizzes.key,
      set: { kind: sql`excluded.kind`, product_types: sql`excluded.product_types`, updated_at: sql`now()` },
    })
    .returning({ id: quizzes.id, key: quizzes.key })
  const quizId = new Map(stored.map((r) => [r.key, r.id]))
  const seeds = QUIZZES.flatMap((quiz) =>
    quiz.questions.map((seed, i) => ({ quiz: quizId.get(quiz.key)!, position: i + 1, seed })),
  )
  const rows = await db
    .insert(quizQuestions)
    .values(
      seeds.map(({ quiz, position, seed }) => ({ quiz_id: quiz, key: seed.key, texts: seed.text, position })),
    )
    .onConflictDoUpdate({
      target: [quizQuestions.quiz_id, quizQuestions.key],
      set: { texts: sql`excluded.texts`, position: sql`excluded.position`, updated_at: sql`now()` },
    })
    .returning({ id: quizQuestions.id, quiz: quizQuestions.quiz_id, key: quizQuestions.key })
  const questionId = new Map(rows.map((r) => [`${r.quiz}/${r.key}`, r.id]))
  const options = seeds.flatMap(({ quiz, seed }) =>
    seed.options.map((option, i) => {
      const question_id = questionId.get(`${quiz}/${seed.key}`)
      if (question_id === undefined) throw new Error(`seed: quiz question ${seed.key} was not stored`)
      return { question_id, key: option.key, texts: option.text, correct: option.correct, position: i + 1 }
    }),
  )
  await db
    .update(quizOptions)
    .set({ correct: false })
    .where(inArray(quizOptions.question_id, [...questionId.values()]))
  await db
    .insert(quizOptions)
    .values(options)
    .onConflictDoUpdate({
      target: [quizOptions.question_id, quizOptions.key],
      set: {
        texts: sql`excluded.texts`,
        correct: sql`excluded.correct`,
        position: sql`excluded.position`,
        updated_at: sql`now()`,
      },
    })
}
