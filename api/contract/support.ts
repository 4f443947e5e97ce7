import * as z from 'zod/mini'
import { emailSchema } from './validation'

/**
 * The support menu's own channels (core §4 "Support", forms §9): the AI assistant and the local live chat.
 * Both are open to visitors too (the menu is in every page's header); a signed-in browser's token goes
 * along but is not needed. Call, mail, FAQ and WhatsApp are links and need no call.
 */

/** Where a support choice leads; the `support` analytics event carries it as `channel` (core §3). */
export const SUPPORT_CHANNELS = ['call', 'mail', 'chat', 'faq', 'whatsapp', 'alicia-ai'] as const
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number]

export const MAX_ASSISTANT_QUESTION = 500
export const MAX_CHAT_MESSAGE = 2000
/** Questions one client may ask the assistant per hour, and chat messages it may send. */
export const ASSISTANT_LIMIT_PER_HOUR = 60
export const CHAT_LIMIT_PER_HOUR = 10

const text = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? 'required' : 'invalid') })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'))

/**
 * `POST /support/assistant`: one question to the assistant. Field errors: `question` `required` /
 * `tooLong` (MAX_ASSISTANT_QUESTION). 409 `support_unavailable` when the partner's `ai_support` flag is off;
 * 429 `throttled` after ASSISTANT_LIMIT_PER_HOUR from one client.
 */
export const assistantQuestionSchema = z.object({ question: text(MAX_ASSISTANT_QUESTION) })
export type AssistantQuestion = z.infer<typeof assistantQuestionSchema>

/** A published text an answer quotes: a product's FAQ entry or its description. */
export const assistantSourceSchema = z.object({
  product: z.string(),
  /** The FAQ question quoted, or null for the product's description. */
  question: z.nullable(z.string()),
  /** The quoted text, word for word. */
  text: z.string(),
})
export type AssistantSource = z.infer<typeof assistantSourceSchema>

/**
 * The assistant's answer: `known` with the published texts it rests on (at least one), or not known (no
 * text fits well enough), when the page offers call and mail instead. It never advises: sales are
 * execution-only, so it only points to what the partner published.
 */
export const assistantAnswerSchema = z.union([
  z.object({
    known: z.literal(true),
    /** A short lead-in written by a remote assistant, or null when the quotes speak for themselves. */
    summary: z.nullable(z.string()),
    sources: z.array(assistantSourceSchema).check(z.minLength(1)),
  }),
  z.object({ known: z.literal(false) }),
])
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>

/**
 * `POST /support/chat`: a live-chat message when the partner has no chat service (no `trengo_key`); it goes
 * to the partner's support address by e-mail, replies to the given address. Field errors: `name` `required` /
 * `tooLong`; `email` `required` / `email`; `message` `required` / `tooLong` (MAX_CHAT_MESSAGE). 409
 * `support_unavailable` when the partner has no support address; 429 `throttled` after CHAT_LIMIT_PER_HOUR.
 */
export const chatMessageSchema = z.object({
  name: text(100),
  email: emailSchema,
  message: text(MAX_CHAT_MESSAGE),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** 202: sent; `answer_from` is when support is next at work (now, in office hours), ISO 8601. */
export const chatReceiptSchema = z.object({ sent: z.literal(true), answer_from: z.iso.datetime() })
export type ChatReceipt = z.infer<typeof chatReceiptSchema>

/** `GET /support/faq`: every product's published questions and answers, in the request's language. */
export const supportFaqSchema = z.object({
  result: z.array(
    z.object({
      product: z.string(),
      entries: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
})
export type SupportFaq = z.infer<typeof supportFaqSchema>
