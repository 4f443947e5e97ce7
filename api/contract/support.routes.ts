import { route } from './route'
import {
  assistantAnswerSchema,
  assistantQuestionSchema,
  chatMessageSchema,
  chatReceiptSchema,
} from './support'

/** The support menu's assistant and local live chat (api/contract/support.ts). */
export const supportRoutes = {
  supportAssistant: route({
    method: 'POST',
    path: '/support/assistant',
    auth: 'optional',
    body: assistantQuestionSchema,
    response: assistantAnswerSchema,
  }),
  supportChat: route({
    method: 'POST',
    path: '/support/chat',
    auth: 'optional',
    body: chatMessageSchema,
    response: chatReceiptSchema,
  }),
}
