import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { dateAnswerRule, todayInNl } from '../../contract/date-rules'
import {
  ALREADY_ANSWERED,
  ALREADY_DETAILED,
  answerQuerySchema,
  answersQuerySchema,
  createAdditionalAnswerDetailSchema,
  createAnswerSchema,
  updateAdditionalAnswerDetailSchema,
  updateAnswerSchema,
  type AdditionalAnswerDetail,
  type AnswerSummary,
} from '../../contract/questions'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { Database } from '../db/client'
import { additionalAnswerDetails, answers, documents } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid, notFoundError, refused } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { idParam, parseBody, parseQuery } from '../http/validate'
import { answerErrors, EMPTY_ANSWER, mergeAnswer, type AnswerValues } from '../questions/answer-rules'
import { repriceCartItem } from '../questions/reprice'
import {
  answerResponse,
  columnsOf,
  findOwnAnswer,
  findQuestion,
  valuesOf,
  type OptionRow,
  type QuestionRow,
} from '../questions/store'
import { lockUser } from '../users/store'

const noSuchAnswer = () => notFoundError('No such answer.')
const noSuchDetail = () => notFoundError('No such additional answer detail.')

/** Texts and reasons are at most 2,000 characters, which JSON may escape to 6 bytes each. */
const ANSWER_BODY = 32 * 1024

/** The ids among `ids` that are documents of the user (another user's documents are not found). */
async function ownDocuments(
  db: Pick<Database, 'select'>,
  userId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.user_id, userId), inArray(documents.id, ids)))
  return new Set(rows.map((r) => r.id))
}

/** Throws the field errors when `values` do not fit the question or name a file that is not the user's. */
async function mustFit(
  db: Pick<Database, 'select'>,
  userId: number,
  found: { question: QuestionRow; options: OptionRow[] },
  values: AnswerValues,
): Promise<void> {
  const optionIds = new Set(found.options.map((o) => o.id))
  const knownFiles = await ownDocuments(db, userId, values.files)
  const errors = answerErrors({ type: found.question.type, optionIds }, values, knownFiles)
  // A birth date or a purchase date follows its own rule too (forms §5), as in the browser.
  const rule = dateAnswerRule(found.question.key, todayInNl())
  if (!errors.date_value && rule && values.date_value !== null) {
    const checked = z.safeParse(rule, values.date_value)
    if (!checked.success) errors.date_value = [checked.error.issues[0]!.message]
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

const detailResponse = (row: typeof additionalAnswerDetails.$inferSelect): AdditionalAnswerDetail => ({
  id: row.id,
  reason: row.reason,
  answer: row.answer_id,
})

/**
 * Answers and additional answer details (forms §3, §7), per api/contract/questions.ts. Every call is the
 * signed-in customer's own: another user's answer or detail is a 404 and is never touched. Writing an
 * answer reprices the customer's cart item for the question's product.
 */
export function answerRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.answers, async (c) => {
    const { user } = await requireUser(c, deps)
    const { question } = parseQuery(c, answersQuerySchema)
    const rows = await db
      .select({
        id: answers.id,
        option: answers.option_id,
        question: answers.question_id,
        override: answers.override,
      })
      .from(answers)
      .where(
        and(
          eq(answers.user_id, user.id),
          question === undefined ? undefined : eq(answers.question_id, question),
        ),
      )
      .orderBy(asc(answers.id))
    return c.json({ result: rows satisfies AnswerSummary[] })
  })

  on(app, routes.answerCreate, limitBody(ANSWER_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    parseQuery(c, answerQuerySchema) // `type` is checked and otherwise ignored
    const body = await parseBody(c, createAnswerSchema)
    const found = await findQuestion(db, body.question)
    if (!found) throw invalid({ question: ['notFound'] })
    const values = mergeAnswer(EMPTY_ANSWER, body)
    await mustFit(db, user.id, found, values)
    const row = await db.transaction(async (tx) => {
      await lockUser(tx, user.id)
      const [row] = await tx
        .insert(answers)
        .values({ user_id: user.id, question_id: found.question.id, ...columnsOf(values) })
        .onConflictDoNothing()
        .returning()
      if (!row) throw refused(ALREADY_ANSWERED, 'The question is already answered.')
      await repriceCartItem(tx, user.id, found.question.insurance_product_id)
      return row
    })
    return c.json(answerResponse(row), 201)
  })

  on(app, routes.answerUpdate, limitBody(ANSWER_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw noSuchAnswer()
    parseQuery(c, answerQuerySchema)
    const body = await parseBody(c, updateAnswerSchema)
    const row = await db.transaction(async (tx) => {
      await lockUser(tx, user.id)
      const stored = await findOwnAnswer(tx, user.id, id)
      const found = stored && (await findQuestion(tx, stored.question_id))
      if (!stored || !found) throw noSuchAnswer()
      const values = mergeAnswer(valuesOf(stored), body)
      await mustFit(tx, user.id, found, values)
      const [row] = await tx
        .update(answers)
        .set({ ...columnsOf(values), updated_at: sql`now()` })
        .where(eq(answers.id, id))
        .returning()
      if (!row) throw noSuchAnswer()
      await repriceCartItem(tx, user.id, found.question.insurance_product_id)
      return row
    })
    return c.json(answerResponse(row))
  })

  on(app, routes.answerDetailCreate, limitBody(ANSWER_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { reason, answer } = await parseBody(c, createAdditionalAnswerDetailSchema)
    if (!(await findOwnAnswer(db, user.id, answer))) throw invalid({ answer: ['notFound'] })
    const [row] = await db
      .insert(additionalAnswerDetails)
      .values({ answer_id: answer, reason })
      .onConflictDoNothing()
      .returning()
    if (!row) throw refused(ALREADY_DETAILED, 'The answer already has a detail.')
    return c.json(detailResponse(row), 201)
  })

  on(app, routes.answerDetailUpdate, limitBody(ANSWER_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw noSuchDetail()
    const { reason } = await parseBody(c, updateAdditionalAnswerDetailSchema)
    const own = db.select({ id: answers.id }).from(answers).where(eq(answers.user_id, user.id))
    const [row] = await db
      .update(additionalAnswerDetails)
      .set({ reason, updated_at: sql`now()` })
      .where(and(eq(additionalAnswerDetails.id, id), inArray(additionalAnswerDetails.answer_id, own)))
      .returning()
    if (!row) throw noSuchDetail()
    return c.json(detailResponse(row))
  })
  return app
}
