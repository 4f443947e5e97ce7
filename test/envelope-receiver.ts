import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One envelope as a Sentry project would receive it. */
export interface ReceivedEnvelope {
  /** The request's path and query (`/api/<project>/envelope/?sentry_key=…`). */
  url: string
  /** The body as text (a binary replay segment comes out garbled; tests read the events). */
  raw: string
  header: { dsn?: string; event_id?: string }
  items: { type: string; payload: unknown }[]
}

/** An envelope's items (Sentry's format: a header line, then per item a header line and a payload). */
function parseEnvelope(body: Buffer): Pick<ReceivedEnvelope, 'header' | 'items'> {
  let offset = 0
  const line = () => {
    const end = body.indexOf(10, offset)
    const found = body.subarray(offset, end === -1 ? body.length : end)
    offset = end === -1 ? body.length : end + 1
    return found
  }
  const json = (bytes: Buffer): unknown => {
    try {
      return JSON.parse(bytes.toString('utf8'))
    } catch {
      return null // a compressed replay segment
    }
  }
  const header = (json(line()) ?? {}) as ReceivedEnvelope['header']
  const items: ReceivedEnvelope['items'] = []
  while (offset < body.length) {
    const itemHeader = json(line()) as { type?: string; length?: number } | null
    if (!itemHeader?.type) continue
    let payload: Buffer
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length)
      offset += itemHeader.length + (body[offset + itemHeader.length] === 10 ? 1 : 0)
    } else payload = line()
    items.push({ type: itemHeader.type, payload: json(payload) })
  }
  return { header, items }
}

/**
 * A local stand-in for Sentry's ingest on 127.0.0.1 (a random port): keeps every envelope it is sent and
 * answers as Sentry does. Point SENTRY_DSN at `dsn(project)`.
 */
export function envelopeReceiver() {
  const received: ReceivedEnvelope[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      received.push({ url: req.url ?? '', raw: body.toString('utf8'), ...parseEnvelope(body) })
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ id: 'abc' }))
    })
  })
  const port = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
  return {
    received,
    port,
    dsn: async (project = 1) => `http://publickey@127.0.0.1:${await port}/${project}`,
    /** The error events received so far (items of type `event`). */
    events: () =>
      received.flatMap((r) =>
        r.items.filter((i) => i.type === 'event').map((i) => i.payload as Record<string, unknown>),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
