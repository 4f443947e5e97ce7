import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'

/** Sends through the SMTP server of `url` (smtp://user:pass@host:port, smtps:// for TLS from the start). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send({ to, replyTo, subject, text, html, attachments = [] }) {
      await transport.sendMail({
        from,
        to,
        ...(replyTo ? { replyTo } : {}),
        subject,
        text,
        ...(html ? { html } : {}),
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      })
    },
  }
}
