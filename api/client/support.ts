import type { AssistantQuestion, ChatMessage } from '../contract/support'
import { supportRoutes } from '../contract/support.routes'
import { call, type Http } from './http'

/** `GET /support/faq`: the products' published questions and answers (api/contract/support.ts). */
export const fetchSupportFaq = (http: Http) => call(http, supportRoutes.supportFaq, {})

/** `POST /support/assistant`: one question to the support assistant. */
export const askAssistant = (http: Http, body: AssistantQuestion) =>
  call(http, supportRoutes.supportAssistant, { body })

/** `POST /support/chat`: a live-chat message to the partner's support address. */
export const sendChatMessage = (http: Http, body: ChatMessage) =>
  call(http, supportRoutes.supportChat, { body })
