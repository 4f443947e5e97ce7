import { readFile } from 'node:fs/promises'
import { Hono, type Context } from 'hono'
import { CONTACT_LIMIT_PER_HOUR, contactFormSchema } from '../../contract/contact'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { storedFile } from '../documents/files'
import { ownDocuments, type OwnDocument } from '../documents/own-documents'
import { conflict } from '../http/errors'
import { createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { contactCopyMail, supportQuestionMail, type ContactFacts } from '../mail/contact-mail'
import { sendCustomerMail } from '../mail/customer-mail'
import { mailLocale } from '../mail/mail-locale'
import type { MailAttachment } from '../mail/mailer'
import type { UserRow } from '../users/store'

const CONTACT_BODY = 64 * 1024
const HOUR = 60 * 60 * 1000
/** Attachments of one support e-mail, together: mail servers commonly refuse much more (base64 adds a third). */
const ATTACHMENT_BUDGET = 15 * 1024 * 1024

/**
 * `POST /contact` (api/contract/contact.ts): the customer's question to the partner's support address
 * through the mail adapter (replies go to the address the customer gave), with their documents attached
 * as far as the budget allows, and a copy in the customer's inbox.
 */
export function contactRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  const perCustomer = createLimiter(deps, { name: 'contact', limit: CONTACT_LIMIT_PER_HOUR, windowMs: HOUR })

  on(app, routes.contact, limitBody(CONTACT_BODY), async (c) => {
    const { user, partner: slug } = await requireUser(c, deps)
    const form = await parseBody(c, contactFormSchema)
    const partner = (await deps.partners.get(slug))?.partner
    if (!partner?.support_email) {
      throw conflict('support_unavailable', 'The partner has no support e-mail address.')
    }
    const documents = await ownDocuments(db, user.id, form.documents)
    // Counted once the question can go: a refused form or a partner without an address costs nothing.
    await perCustomer.hit(String(user.id))
    const attachments = await attach(deps, user, documents)
    const facts: ContactFacts = {
      partner: partner.name,
      profession: form.profession,
      firstName: form.firstName,
      email: form.email,
      question: form.question,
      userId: user.id,
      documents: documents.map((d) => ({
        name: d.original_name,
        size: d.size,
        attached: attachments.has(d.id),
      })),
    }
    await deps.mailer.send(
      supportQuestionMail(partner.default_language, partner.support_email, facts, [...attachments.values()]),
    )
    await copyToCustomer(c, deps, user, partner, facts)
    return c.json({ sent: true as const }, 202)
  })
  return app
}

/** The documents' files, in order, while they fit ATTACHMENT_BUDGET; keyed by document id. */
async function attach(deps: AppDeps, user: UserRow, documents: readonly OwnDocument[]) {
  const files = new Map<number, MailAttachment>()
  let total = 0
  for (const d of documents) {
    if (total + d.size > ATTACHMENT_BUDGET) continue
    const file = storedFile(deps.config, user.id, d.stored_name)
    try {
      files.set(d.id, {
        filename: d.original_name,
        contentType: d.content_type,
        content: await readFile(file),
      })
      total += d.size
    } catch (err) {
      deps.logger.error(`document ${d.id} could not be read for a contact mail`, err)
    }
  }
  return files
}

/** The customer's copy (their account address, and the inbox); the question has gone whatever becomes of it. */
async function copyToCustomer(
  c: Context,
  deps: AppDeps,
  user: UserRow,
  partner: Parameters<typeof mailLocale>[1],
  facts: ContactFacts,
): Promise<void> {
  try {
    const message = contactCopyMail(mailLocale(c, partner), user.email ?? '', facts)
    await sendCustomerMail(
      { db: deps.database.db, queue: deps.queue },
      { userId: user.id, kind: 'contact' },
      message,
    )
  } catch (err) {
    deps.logger.error(`contact copy for user ${user.id} failed`, err)
  }
}
