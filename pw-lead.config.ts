import { defineConfig, devices } from '@playwright/test'

/** The e2e server: the production build on a fresh in-memory database, on its own port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)
export const partnerUrl = (slug: string, path = '/') => `http://${slug}.localhost:${E2E_PORT}${path}`
/** Known to the tests, so they can sign admin tokens the server accepts. */
export const E2E_JWT_SECRET = 'e2e-secret-of-at-least-thirty-two-characters'

export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: true,
  // One worker in CI: on a two-core machine two browsers and the server starve each other (tests that
  // take 20 s alone took 90 s and more, and timed out); one after the other the suite is as fast.
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No service worker (docs/offline.md) but in offline.spec.ts: once it controls a page it answers the
    // scripts from its cache, where page.route no longer sees them, and every new context would download
    // the whole site into it, on the two cores the server and browsers share.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (STACK.md). *.localhost reaches this machine; nothing else resolves.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    // The spec's small screen: 375 px wide, touch.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, channel: undefined },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node --import tsx api/server/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      DATA_DIR: 'memory',
      LOG_LEVEL: 'error',
      JWT_SECRET: E2E_JWT_SECRET,
      // The tests read sign-in mails from the local outbox and sign in many times from one address.
      EXPOSE_DEV_OUTBOX: '1',
      MAGIC_LINK_IP_LIMIT: '1000',
      // The local identity overlay offers the outcome (a refusal is tested), and the stand-ins answer
      // quickly: a processing identity check and a failing direct debit settle within a second.
      LOCAL_IDENTITY_OUTCOMES: '1',
      LOCAL_IDENTITY_DELAY_MS: '400',
      LOCAL_DEBIT_DELAY_MS: '800',
    },
  },
})
