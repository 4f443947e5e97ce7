/** A file sent with an e-mail (the policy document). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

export interface MailMessage {
  to: string
  /** Where replies go, when not to the sender (the contact form: to the customer who asked). */
  replyTo?: string
  subject: string
  text: string
  html?: string
  attachments?: readonly MailAttachment[]
}

/** Sends e-mail. The adapter is chosen by configuration (see create-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}
