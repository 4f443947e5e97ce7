import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import { dateAnswerRule, todayInNl } from '../../contract/date-rules'
import {
  ALREADY_ANSWERED,
  ALREADY_DETAILED,
  type AdditionalAnswerDetail,
  type Answer,
  type AnswerSummary,
  type CreateAnswer,
  type UpdateAnswer,
} from '../../contract/questions'
import type { Database } from '../db/client'
import { additionalAnswerDetails, answers, documents } from '../db/schema'
import { invalid, notFoundError, refused } from '../http/errors'
import { lockUser } from '../users/store'
import { answerErrors, EMPTY_ANSWER, mergeAnswer, type AnswerValues } from './answer-rules'
import { repriceCartItem } from './reprice'
import {
  answerResponse,
  columnsOf,
  findOwnAnswer,
  findQuestion,
  valuesOf,
  type AnswerRow,
  type OptionRow,
  type QuestionRow,
} from './store'

/**
 * Answers and additional answer details (forms §3, §7): what the answer routes do, for one signed-in
 * customer. Another user's answer or detail is never found and never touched. Writing an answer reprices
 * the customer's cart item for the question's product, under the user's row lock (as cart adds are).
 */

type Db = Pick<Database, 'select'>

export const noSuchAnswer = () => notFoundError('No such answer.')
export const noSuchDetail = () => notFoundError('No such additional answer detail.')

/** The ids among `ids` that are documents of the user (another user's documents are not found). */
async function ownDocuments(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.user_id, userId), inArray(documents.id, ids)))
  return new Set(rows.map((r) => r.id))
}

/** Throws the field errors when `values` do not fit the question or name a file that is not the user's. */
async function mustFit(
  db: Db,
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

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
/** One answer written: the stored row and the product whose cart item it reprices. */
export type AnswerWrite = (tx: Tx) => Promise<{ row: AnswerRow; productId: number }>

/**
 * Answer writes in one transaction under the user's row lock (as cart adds are), then the cart item of
 * each answer's product repriced in the same transaction; answers the stored rows in order. The home
 * journey's `/allianz/answer` writes its list of answers through it too.
 */
export async function writeAnswers(
  db: Database,
  userId: number,
  writes: AnswerWrite[],
  /** Runs after the writes in the same transaction, with the products whose answers changed. */
  after?: (tx: Tx, productIds: number[]) => Promise<void>,
): Promise<Answer[]> {
  const rows = await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const written = []
    for (const write of writes) written.push(await write(tx))
    const productIds = [...new Set(written.map((w) => w.productId))]
    for (const productId of productIds) await repriceCartItem(tx, userId, productId)
    if (after) await after(tx, productIds)
    return written.map((w) => w.row)
  })
  return rows.map(answerResponse)
}

/** The customer's answers, oldest first; of one question when `question` is given. */
export async function answersOf(db: Database, userId: number, question?: number): Promise<AnswerSummary[]> {
  return db
    .select({
      id: answers.id,
      option: answers.option_id,
      question: answers.question_id,
      override: answers.override,
    })
    .from(answers)
    .where(
      and(
        eq(answers.user_id, userId),
        question === undefined ? undefined : eq(answers.question_id, question),
      ),
    )
    .orderBy(asc(answers.id))
}

/** Answers a question for the first time (refused `already_answered` when it already is). */
export const insertAnswer =
  (userId: number, body: CreateAnswer): AnswerWrite =>
  async (tx) => {
    const found = await findQuestion(tx, body.question)
    if (!found) throw invalid({ question: ['notFound'] })
    const values = mergeAnswer(EMPTY_ANSWER, body)
    await mustFit(tx, userId, found, values)
    const [row] = await tx
      .insert(answers)
      .values({ user_id: userId, question_id: found.question.id, ...columnsOf(values) })
      .onConflictDoNothing()
      .returning()
    if (!row) throw refused(ALREADY_ANSWERED, 'The question is already answered.')
    return { row, productId: found.question.insurance_product_id }
  }

/**
 * Changes the customer's answer `id`: the patch merged over what is stored must still fit the question
 * (and be of `question` when given: another question is not found).
 */
export const changeAnswer =
  (userId: number, id: number, patch: UpdateAnswer, question?: number): AnswerWrite =>
  async (tx) => {
    const stored = await findOwnAnswer(tx, userId, id)
    const found = stored && (await findQuestion(tx, stored.question_id))
    if (!stored || !found || (question !== undefined && stored.question_id !== question)) throw noSuchAnswer()
    const values = mergeAnswer(valuesOf(stored), patch)
    await mustFit(tx, userId, found, values)
    const [row] = await tx
      .update(answers)
      .set({ ...columnsOf(values), updated_at: sql`now()` })
      .where(eq(answers.id, id))
      .returning()
    if (!row) throw noSuchAnswer()
    return { row, productId: found.question.insurance_product_id }
  }

export const createAnswer = async (db: Database, userId: number, body: CreateAnswer): Promise<Answer> =>
  (await writeAnswers(db, userId, [insertAnswer(userId, body)]))[0]!

export const updateAnswer = async (
  db: Database,
  userId: number,
  id: number,
  patch: UpdateAnswer,
): Promise<Answer> => (await writeAnswers(db, userId, [changeAnswer(userId, id, patch)]))[0]!

/** Explains one of the customer's answers (an answer has at most one detail). */
export async function createAnswerDetail(
  db: Database,
  userId: number,
  { reason, answer }: { reason: string; answer: number },
): Promise<AdditionalAnswerDetail> {
  if (!(await findOwnAnswer(db, userId, answer))) throw invalid({ answer: ['notFound'] })
  const [row] = await db
    .insert(additionalAnswerDetails)
    .values({ answer_id: answer, reason })
    .onConflictDoNothing()
    .returning()
  if (!row) throw refused(ALREADY_DETAILED, 'The answer already has a detail.')
  return detailResponse(row)
}

/** Rewrites the reason of detail `id` of one of the customer's answers. */
export async function updateAnswerDetail(
  db: Database,
  userId: number,
  id: number,
  reason: string,
): Promise<AdditionalAnswerDetail> {
  const own = db.select({ id: answers.id }).from(answers).where(eq(answers.user_id, userId))
  const [row] = await db
    .update(additionalAnswerDetails)
    .set({ reason, updated_at: sql`now()` })
    .where(and(eq(additionalAnswerDetails.id, id), inArray(additionalAnswerDetails.answer_id, own)))
    .returning()
  if (!row) throw noSuchDetail()
  return detailResponse(row)
}
