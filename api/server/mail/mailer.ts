/** A file sent with an e-mail (the policy document). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: readonly MailAttachment[]
}

/** Sends e-mail. The adapter is chosen by configuration (see create-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}
