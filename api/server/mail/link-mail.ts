import { escapeHtml } from '../http/html'
import type { MailMessage } from './mailer'

const paragraphs = (text: string) =>
  text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n')

/**
 * The shape of every e-mail the server writes (sign-in, quiz retry, payment reminder): an introduction, a
 * link, a closing line. Plain text with the link on its own line, and HTML with the link as a button;
 * `\n\n` separates paragraphs.
 */
export function linkMail({
  to,
  subject,
  intro,
  link,
  button,
  outro,
}: {
  to: string
  subject: string
  intro: string
  link: string
  button: string
  outro: string
}): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>\n${paragraphs(outro)}\n`,
  }
}
