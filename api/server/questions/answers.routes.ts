import { Hono } from 'hono'
import {
  answerQuerySchema,
  answersQuerySchema,
  createAdditionalAnswerDetailSchema,
  createAnswerSchema,
  updateAdditionalAnswerDetailSchema,
  updateAnswerSchema,
} from '../../contract/questions'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { idParam, parseBody, parseQuery } from '../http/validate'
import {
  answersOf,
  createAnswer,
  createAnswerDetail,
  noSuchAnswer,
  noSuchDetail,
  updateAnswer,
  updateAnswerDetail,
} from './answer-service'

/** Texts and reasons are at most 2,000 characters, which JSON may escape to 6 bytes each. */
const ANSWER_BODY = 32 * 1024

/**
 * Answers and additional answer details (api/contract/questions.ts) over the answer service
 * (answer-service.ts). Every call is the signed-in customer's own: another user's answer or detail is a
 * 404 and is never touched.
 */
export function answerRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.answers, async (c) => {
    const { user } = await requireUser(c, deps)
    const { question } = parseQuery(c, answersQuerySchema)
    return c.json({ result: await answersOf(db, user.id, question) })
  })

  on(app, routes.answerCreate, limitBody(ANSWER_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    parseQuery(c, answerQuerySchema) // `type` is checked and otherwise ignored
    const body = await parseBody(c, createAnswerSchema)
    return c.json(await createAnswer(db, user.id, body), 201)
  })

  on(app, routes.answerUpdate, limitBody(ANSWER_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw noSuchAnswer()
    parseQuery(c, answerQuerySchema)
    const patch = await parseBody(c, updateAnswerSchema)
    return c.json(await updateAnswer(db, user.id, id, patch))
  })

  on(app, routes.answerDetailCreate, limitBody(ANSWER_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const body = await parseBody(c, createAdditionalAnswerDetailSchema)
    return c.json(await createAnswerDetail(db, user.id, body), 201)
  })

  on(app, routes.answerDetailUpdate, limitBody(ANSWER_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw noSuchDetail()
    const { reason } = await parseBody(c, updateAdditionalAnswerDetailSchema)
    return c.json(await updateAnswerDetail(db, user.id, id, reason))
  })
  return app
}
