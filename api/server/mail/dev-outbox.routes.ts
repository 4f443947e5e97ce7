import { Hono } from 'hono'
import * as z from 'zod'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { escapeHtml } from '../http/html'
import { on } from '../http/route'
import { parseQuery } from '../http/validate'
import { latestMail, type OutboxMail } from './outbox'

const querySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() })

/** Escaped text with its http(s) addresses as links. */
const linkify = (text: string) =>
  text
    .split(/(https?:\/\/\S+)/)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('')

const page = (rows: OutboxMail[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto">
<h1>Outbox</h1>
<p>Mail the local adapter kept instead of sending (latest first, at most 50). Development only.</p>
${rows.length === 0 ? '<p>No mail yet.</p>' : ''}
${rows
  .map(
    (m) => `<article style="border-top: 1px solid #ccc; padding: 0.5rem 0">
<h2 style="font-size: 1rem">${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to)}, ${escapeHtml(m.created_at.toISOString())}</p>
<pre style="white-space: pre-wrap">${linkify(m.text)}</pre>
</article>`,
  )
  .join('\n')}
</body></html>`

/**
 * The local mail adapter's outbox (development only: `/dev` is in config.devOnlyPaths): a page with
 * clickable links, and `/dev/outbox.json` (optionally `?to=`) for tests.
 */
export function devOutboxRoutes({ database }: AppDeps): Hono {
  const { db } = database
  const app = new Hono()
  const latest = (to?: string) => latestMail(db, to)

  on(app, routes.devOutbox, async (c) => c.html(page(await latest()), 200, { 'Cache-Control': 'no-store' }))
  on(app, routes.devOutboxJson, async (c) => {
    const { to } = parseQuery(c, querySchema)
    const rows = await latest(to)
    const result = rows.map(({ id, to, subject, text, created_at, attachments }) => ({
      id,
      to,
      subject,
      text,
      created_at,
      // What is attached, without the bytes (a test reads a file's bytes from its download route).
      attachments: attachments.map((a) => ({
        filename: a.filename,
        content_type: a.contentType,
        size: Buffer.from(a.content, 'base64').length,
      })),
    }))
    c.header('Cache-Control', 'no-store')
    return c.json({ result })
  })
  return app
}
