import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { WebSocketServer } from 'ws'
import { createApp } from './app'
import type { Config } from './config'
import { openDatabase, type DatabaseHandle } from './db/client'
import { seed } from './db/seed'
import { createAppDeps } from './deps'
import type { Logger } from './logger'

export interface RunningServer {
  port: number
  url: string
  database: DatabaseHandle
  /** Stops accepting, closes sockets and connections, then the database. */
  close(): Promise<void>
}

/**
 * Opens and prepares the database (migrations, seed), then serves the app and its sockets on one port.
 * `jobs`: this server also keeps the job queue's schedule (the invoice run and the pending policy
 * documents, INVOICE_RUN_SCHEDULE; main.ts asks for it, tests do not). Every server works the queue.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  { jobs = false }: { jobs?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase(config, logger)
  try {
    await database.exclusive(async () => {
      await database.migrate()
      await seed(database.db, { demoCounts: config.demoCounts })
    })
  } catch (err) {
    await database.close().catch(() => undefined)
    throw err
  }
  const deps = await createAppDeps(config, database, logger, { scheduling: jobs })
  const app = createApp(deps)
  const wss = new WebSocketServer({ noServer: true })
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host, websocket: { server: wss } },
      () => resolve(s),
    )
    s.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  let closing: Promise<void> | undefined

  return {
    port,
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    database,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
        await deps.dispose() // jobs under way finish; closes every socket (1001 going away)
        for (const client of wss.clients) client.terminate()
        if ('closeIdleConnections' in server) server.closeIdleConnections()
        const force = setTimeout(() => 'closeAllConnections' in server && server.closeAllConnections(), 3000)
        await stopped
        clearTimeout(force)
        await database.close()
      })()),
  }
}
