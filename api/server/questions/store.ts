import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import { needsExplanation, type Answer, type Question } from '../../contract/questions'
import type { Database } from '../db/client'
import { preparedPerDatabase } from '../db/prepared'
import { userGone, type TokenUser } from '../auth/require-user'
import { additionalAnswerDetails, answers, partners, questionOptions, questions, users } from '../db/schema'
import type { AnswerValues } from './answer-rules'

type Db = Pick<Database, 'select'>
export type QuestionRow = typeof questions.$inferSelect
export type OptionRow = typeof questionOptions.$inferSelect
export type AnswerRow = typeof answers.$inferSelect

/** The options of `questionIds`, in their order. */
export async function optionsOf(db: Db, questionIds: number[]): Promise<OptionRow[]> {
  if (questionIds.length === 0) return []
  return db
    .select()
    .from(questionOptions)
    .where(inArray(questionOptions.question_id, questionIds))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id))
}

/** One question with its options; null when there is no such question. */
export async function findQuestion(
  db: Db,
  id: number,
): Promise<{ question: QuestionRow; options: OptionRow[] } | null> {
  const [question] = await db.select().from(questions).where(eq(questions.id, id)).limit(1)
  return question ? { question, options: await optionsOf(db, [id]) } : null
}

/** The answer `id` when it is `userId`'s; null otherwise (another user's answer does not exist for them). */
export async function findOwnAnswer(db: Db, userId: number, id: number): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.id, id), eq(answers.user_id, userId)))
    .limit(1)
  return row ?? null
}

export const valuesOf = (row: AnswerRow): AnswerValues => ({
  option: row.option_id,
  date_value: row.date_value,
  money_value: row.money_value,
  float_value: row.float_value,
  text_value: row.text_value,
  files: row.files,
  multi_select_options: row.multi_select_options,
})

/** The columns of `values`, as stored. */
export const columnsOf = (values: AnswerValues) => ({
  option_id: values.option,
  date_value: values.date_value,
  money_value: values.money_value,
  float_value: values.float_value,
  text_value: values.text_value,
  files: values.files,
  multi_select_options: values.multi_select_options,
})

export const answerResponse = (row: AnswerRow): Answer => ({
  id: row.id,
  question: row.question_id,
  ...valuesOf(row),
  override: row.override,
})

/** The product's questions in their order, each with its options in theirs (null: a question without). */
const questionsWithOptions = preparedPerDatabase((db: Db) =>
  db
    .select({ question: questions, option: questionOptions })
    .from(questions)
    .leftJoin(questionOptions, eq(questionOptions.question_id, questions.id))
    .where(eq(questions.insurance_product_id, sql.placeholder('productId')))
    .orderBy(
      asc(questions.position),
      asc(questions.id),
      asc(questionOptions.position),
      asc(questionOptions.id),
    )
    .prepare('questions_with_options'),
)

/** A user's answers (and their details) to the product's questions; no row when the user is not there. */
const answersQuery = (db: Db, partner: boolean, name: string) =>
  db
    .select({
      answer: answers,
      detail: {
        id: additionalAnswerDetails.id,
        reason: additionalAnswerDetails.reason,
        answer: additionalAnswerDetails.answer_id,
      },
    })
    .from(users)
    .innerJoin(
      partners,
      and(
        eq(partners.id, users.partner_id),
        partner ? eq(partners.slug, sql.placeholder('partner')) : undefined,
      ),
    )
    .leftJoin(
      answers,
      and(
        eq(answers.user_id, users.id),
        inArray(
          answers.question_id,
          db
            .select({ id: questions.id })
            .from(questions)
            .where(eq(questions.insurance_product_id, sql.placeholder('productId'))),
        ),
      ),
    )
    .leftJoin(additionalAnswerDetails, eq(additionalAnswerDetails.answer_id, answers.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name)
/** For the token's user: of the token's partner, so a user gone or moved reads as no row (401). */
const signedInAnswers = preparedPerDatabase((db: Db) => answersQuery(db, true, 'signed_in_answers'))
const answersOfUser = preparedPerDatabase((db: Db) => answersQuery(db, false, 'answers_of_user'))

/**
 * The product's questions in their order, in `locale`, each with the user's answer and its detail. For a
 * token's user (`GET /questions`) the answers are read with the user's existence check in one query (401
 * when the user is gone, as requireUser).
 */
export async function productQuestions(
  db: Db,
  productId: number,
  who: number | TokenUser,
  locale: Locale,
): Promise<Question[]> {
  const signedIn = typeof who === 'number' ? null : who
  const userId = typeof who === 'number' ? who : who.userId
  const asked = await questionsWithOptions(db).execute({ productId })
  const read = signedIn
    ? await signedInAnswers(db).execute({ productId, userId, partner: signedIn.partner })
    : await answersOfUser(db).execute({ productId, userId })
  if (read.length === 0 && signedIn) throw userGone()
  const given = read.flatMap((r) => (r.answer ? [r.answer] : []))
  const answerOf = new Map(given.map((a) => [a.question_id, a]))
  const details = read.flatMap((r) => (r.detail ? [r.detail] : []))
  const detailOf = new Map(details.map((d) => [d.answer, d]))
  const rows: QuestionRow[] = []
  const optionsOfQuestion = new Map<number, OptionRow[]>()
  for (const { question, option } of asked) {
    let own = optionsOfQuestion.get(question.id)
    if (!own) {
      rows.push(question)
      optionsOfQuestion.set(question.id, (own = []))
    }
    if (option) own.push(option)
  }
  return rows.map((q) => {
    const answer = answerOf.get(q.id)
    return {
      id: q.id,
      product: q.insurance_product_id,
      group: q.group,
      type: q.type,
      key: q.key,
      text: q.texts[locale] ?? q.texts.nl,
      help: q.help ? (q.help[locale] ?? q.help.nl) : null,
      options: optionsOfQuestion.get(q.id)!.map((o) => ({
        id: o.id,
        key: o.key,
        text: o.texts[locale] ?? o.texts.nl,
        consequence: o.consequence,
        price_factor: o.price_factor,
        explanation_required: needsExplanation(q.key, o.key),
      })),
      order: q.position,
      user_answer: answer ? answerResponse(answer) : null,
      user_answer_detail: (answer && detailOf.get(answer.id)) ?? null,
    }
  })
}
