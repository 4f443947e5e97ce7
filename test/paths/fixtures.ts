import { test as base } from '../e2e/fixtures'
import { PathRun } from './runtime'

export { expect } from '../e2e/fixtures'

/** The e2e fixtures (axe on every screen) and a path run per test. */
export const test = base.extend<{ run: PathRun }>({
  run: async ({ page, context }, provide) => provide(new PathRun(page, context)),
})
