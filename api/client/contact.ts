import type { ContactForm } from '../contract/contact'
import { contactRoutes } from '../contract/contact.routes'
import { call, type Http } from './http'

/** `POST /contact`: the question to the partner's support address (api/contract/contact.ts). */
export const sendContact = (http: Http, body: ContactForm) => call(http, contactRoutes.contact, { body })
