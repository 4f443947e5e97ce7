export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Sends e-mail. The adapter is chosen by configuration (see create-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}
