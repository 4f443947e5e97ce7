/**
 * The production server as `npm run bench` runs it: a child process on 127.0.0.1 with an in-memory
 * database unless told otherwise, stopped by its own PID. Shared by every bench part.
 */
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'

export interface BenchServer {
  port: number
  /** The partner's origin: `http://zzp.localhost:PORT`. */
  origin: string
  stop: () => Promise<void>
}

export async function startServer(options: {
  port: number
  staticDir?: string
  env?: Record<string, string>
}): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      // The journeys read their sign-in mail from the local outbox; every run signs in from 127.0.0.1.
      EXPOSE_DEV_OUTBOX: '1',
      MAGIC_LINK_IP_LIMIT: '1000',
      ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    await waitForHealth(options.port)
  } catch (error) {
    await stop()
    throw error
  }
  return { port: options.port, origin: `http://zzp.localhost:${options.port}`, stop }
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the server on port ${port} did not start`)
}

/** Debian's Chromium; every name resolves nowhere except the local server. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
    ],
  })
