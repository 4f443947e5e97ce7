import { route } from './route'
import {
  assistantAnswerSchema,
  assistantQuestionSchema,
  chatMessageSchema,
  chatReceiptSchema,
  supportFaqSchema,
} from './support'

/** The support menu's assistant and local live chat (api/contract/support.ts). */
export const supportRoutes = {
  supportFaq: route({ method: 'GET', path: '/support/faq', auth: 'optional', response: supportFaqSchema }),
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
