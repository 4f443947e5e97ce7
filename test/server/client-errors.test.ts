// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

let server: TestApp
beforeAll(async () => {
  server = await createTestApp()
}, 60_000)
afterAll(async () => server?.close())

const post = (body: string, host = 'zzp.localhost') =>
  server.app.request(`http://${host}/client-errors`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  })

describe('POST /client-errors', () => {
  it('accepts a crash report', async () => {
    const report = { message: 'boom', url: 'http://zzp.localhost/welcome', at: '2026-11-21T23:00:00Z' }
    const response = await post(JSON.stringify(report))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'received' })
  })

  it('answers 400 with field errors for a bad report, never 500', async () => {
    const response = await post(JSON.stringify({ message: '', url: 'x', at: 'yesterday' }))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(Object.keys(body.field_errors).sort()).toEqual(['at', 'message'])
    expect((await post('{not json')).status).toBe(400)
  })

  it('refuses an oversized report and a flood of reports', async () => {
    expect((await post(JSON.stringify({ message: 'x'.repeat(20_000) }))).status).toBe(413)
    const report = JSON.stringify({
      message: 'boom',
      url: 'http://zzp.localhost/',
      at: '2026-11-21T23:00:00Z',
    })
    const statuses = []
    for (let i = 0; i < 12; i += 1) statuses.push((await post(report)).status)
    expect(statuses).toContain(429)
  })
})
