import { Hono, type Context } from 'hono'
import { nextOfficeOpening } from '../../contract/office-hours'
import { isFlagOn } from '../../contract/partner'
import { routes } from '../../contract/routes'
import {
  ASSISTANT_LIMIT_PER_HOUR,
  assistantQuestionSchema,
  CHAT_LIMIT_PER_HOUR,
  chatMessageSchema,
} from '../../contract/support'
import { bearerToken } from '../auth/bearer'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { conflict, errorBody, HttpError } from '../http/errors'
import { clientAddress, createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { chatMessageMail } from '../mail/chat-mail'
import { mailLocale } from '../mail/mail-locale'
import { requirePartner } from '../partners/require-partner'

const HOUR = 60 * 60_000
const BODY = 16 * 1024

/**
 * The support menu's assistant and local live chat (api/contract/support.ts), for visitors and customers
 * of the host's partner. Each client is limited by its account when signed in, else by its address.
 */
export function supportRoutes(deps: AppDeps): Hono {
  const app = new Hono()
  const askLimit = createLimiter(deps, {
    name: 'support-assistant',
    limit: ASSISTANT_LIMIT_PER_HOUR,
    windowMs: HOUR,
  })
  const chatLimit = createLimiter(deps, { name: 'support-chat', limit: CHAT_LIMIT_PER_HOUR, windowMs: HOUR })

  on(app, routes.supportFaq, async (c) => {
    const { partner } = await requirePartner(c, deps.partners)
    const texts = await deps.supportAssistant.texts(mailLocale(c, partner))
    const byProduct = new Map<string, { question: string; answer: string }[]>()
    for (const s of texts) {
      const entries = byProduct.get(s.product) ?? []
      if (s.question !== null) entries.push({ question: s.question, answer: s.text })
      byProduct.set(s.product, entries)
    }
    const result = [...byProduct]
      .filter(([, e]) => e.length > 0)
      .map(([product, entries]) => ({ product, entries }))
    return c.json({ result }, 200)
  })

  on(app, routes.supportAssistant, limitBody(BODY), async (c) => {
    const { partner } = await requirePartner(c, deps.partners)
    // The assistant is the AI support's (core §4): a partner without the flag has none, whoever asks
    // (a remote assistant is paid per question). Its support_times only decide when the menu offers it:
    // a conversation begun just before closing time may finish.
    if (!isFlagOn(partner, 'ai_support')) {
      throw conflict('support_unavailable', 'The partner offers no AI support.')
    }
    const { question } = await parseBody(c, assistantQuestionSchema)
    const userId = await signedInUser(c, deps)
    await askLimit.hit(clientKey(c, deps, userId))
    return c.json(await deps.supportAssistant.answer(question, mailLocale(c, partner)), 200)
  })

  on(app, routes.supportChat, limitBody(BODY), async (c) => {
    const { partner } = await requirePartner(c, deps.partners)
    const message = await parseBody(c, chatMessageSchema)
    if (!partner.support_email) {
      throw conflict('support_unavailable', 'The partner has no support e-mail address.')
    }
    const userId = await signedInUser(c, deps)
    await chatLimit.hit(clientKey(c, deps, userId))
    const mail = chatMessageMail(partner.default_language, partner.support_email, {
      ...message,
      userId,
      page: refererPath(c),
    })
    try {
      await deps.mailer.send(mail)
    } catch (err) {
      // Said, not lost: the page keeps the message and offers to send it again or to call.
      deps.logger.error('a chat message could not be mailed to support', err)
      throw new HttpError(503, errorBody('support_unavailable', 'The message could not be delivered now.'))
    }
    return c.json({ sent: true as const, answer_from: nextOfficeOpening(new Date()).toISOString() }, 202)
  })
  return app
}

/** The signed-in customer's id, or null for a visitor (an expired or foreign token is a visitor here). */
async function signedInUser(c: Context, deps: AppDeps): Promise<number | null> {
  if (!bearerToken(c)) return null
  try {
    return (await requireUser(c, deps)).user.id
  } catch {
    return null
  }
}

const clientKey = (c: Context, deps: AppDeps, userId: number | null) =>
  userId === null ? `address:${clientAddress(c, deps.config)}` : `user:${userId}`

/** The path of the page the request came from, without its query (which can carry an e-mail or a signature). */
function refererPath(c: Context): string | null {
  const referer = c.req.header('referer')
  if (!referer || !URL.canParse(referer)) return null
  return new URL(referer).pathname.slice(0, 200)
}
