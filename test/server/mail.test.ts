// @vitest-environment node
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../../api/server/mail/create-mailer'
import { magicLinkMail } from '../../api/server/mail/magic-link-mail'
import { createOutboxMailer } from '../../api/server/mail/outbox'
import { createTestApp, silent, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

/** Just enough of an SMTP server to accept one message and hand over what it received. */
function fakeSmtp(): Promise<{ port: number; received: Promise<string>; close(): void }> {
  let deliver: (data: string) => void = () => undefined
  const received = new Promise<string>((resolve) => (deliver = resolve))
  const server = net.createServer((socket) => {
    let log = ''
    let inData = false
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      log += chunk.toString()
      if (inData) {
        if (!log.endsWith('\r\n.\r\n')) return
        inData = false
        socket.write('250 queued\r\n')
        return deliver(log)
      }
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (/^DATA/i.test(line)) {
          inData = true
          socket.write('354 go on\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => server.close() }),
    ),
  )
}

describe('mail adapters', () => {
  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await fakeSmtp()
    try {
      const mailer = createMailer(
        { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Verzekerd <no-reply@verzekerd.test>' },
        t.database.db,
        silent,
      )
      const link = 'http://zzp.localhost/sign-in/verify?token=abc'
      await mailer.send(
        magicLinkMail('en', { to: 'smtp@example.com', partner: 'ZZP', link, ttlSeconds: 600 }),
      )
      const data = await smtp.received
      expect(data).toContain('MAIL FROM:<no-reply@verzekerd.test>')
      expect(data).toContain('RCPT TO:<smtp@example.com>')
      expect(data).toContain('Subject: Your sign-in link for ZZP')
      expect(data).toContain('valid for 10 minutes')
    } finally {
      smtp.close()
    }
  })

  it('keeps mail in the outbox otherwise, shown latest first at /dev/outbox.json', async () => {
    const { mailer } = t.deps
    await mailer.send({ to: 'one@example.com', subject: 'First', text: 'see http://zzp.localhost/a' })
    await mailer.send({ to: 'two@example.com', subject: 'Second', text: 'no link' })
    const res = await t.app.request('http://zzp.localhost/dev/outbox.json')
    const { result } = await res.json()
    expect(result.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual(['Second', 'First'])
    expect(Object.keys(result[0]).sort()).toEqual([
      'attachments',
      'created_at',
      'id',
      'subject',
      'text',
      'to',
    ])
    const one = await (await t.app.request('http://zzp.localhost/dev/outbox.json?to=ONE@example.com')).json()
    expect(one.result.map((m: { to: string }) => m.to)).toEqual(['one@example.com'])
  })

  it('logs one line per kept mail with its first link', async () => {
    const lines: string[] = []
    const logger = { ...silent, info: (m: string) => void lines.push(m) }
    const mailer = createOutboxMailer(t.database.db, logger)
    await mailer.send({ to: 'log@example.com', subject: 'Hi', text: 'a https://x.test/1 b http://y.test/2' })
    expect(lines).toEqual(['mail to log@example.com: Hi — https://x.test/1'])
  })

  it('shows the outbox as a page with clickable links and everything escaped', async () => {
    await t.deps.mailer.send({
      to: '<b>x@example.com',
      subject: '<script>alert(1)</script>',
      text: 'go to http://zzp.localhost/sign-in/verify?token=t&x="1" now',
    })
    const res = await t.app.request('http://zzp.localhost/dev/outbox', { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;b&gt;x@example.com')
    expect(html).toContain(
      '<a href="http://zzp.localhost/sign-in/verify?token=t&amp;x=&quot;1&quot;">http://zzp.localhost/sign-in/verify?token=t&amp;x=&quot;1&quot;</a>',
    )
  })

  it('does not exist in production, unless EXPOSE_DEV_OUTBOX is on', async () => {
    const prod = await t.withConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) })
    for (const path of ['/dev/outbox', '/dev/outbox.json'])
      expect((await prod.app.request(`http://zzp.localhost${path}`)).status).toBe(404)
    const e2e = await t.withConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      EXPOSE_DEV_OUTBOX: '1',
    })
    expect((await e2e.app.request('http://zzp.localhost/dev/outbox.json')).status).toBe(200)
    expect(e2e.deps.config.warnings.join()).toContain('EXPOSE_DEV_OUTBOX')
  })
})
