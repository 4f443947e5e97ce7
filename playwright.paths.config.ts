import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The generated path tests (`npm run paths -- --all --format playwright` writes test/generated): the
 * production build like the e2e suite, as a QA environment with the test controls on (APP_ENV=qa,
 * TEST_CONTROLS=1: docs/path-tests.md), on the desktop project.
 */
export default defineConfig({
  ...base,
  testDir: './test/generated',
  // With reduced motion (a customer's setting the site honours: the ticker stands still), which spares
  // the two cores the ticker's endless animation: the same paths ran about a fifth faster.
  projects: base.projects
    ?.filter((p) => p.name === 'desktop')
    .map((p) => ({ ...p, use: { ...p.use, reducedMotion: 'reduce' as const } })),
  webServer: {
    ...(base.webServer as object),
    // `npm run test:all` runs the e2e suite first, which has just built the same production build.
    ...(process.env.PATHS_REUSE_BUILD === '1' ? { command: 'node --import tsx api/server/main.ts' } : {}),
    env: {
      ...(base.webServer as { env: Record<string, string> }).env,
      APP_ENV: 'qa',
      TEST_CONTROLS: '1',
    },
  } as never,
})
