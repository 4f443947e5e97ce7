import { describe, expect, it } from 'vitest'
import { runtimeConfig } from '../../views/platform/runtime-config'
import { pageWith as pageWithData } from './page-data'

const pageWith = (text: string | null) => pageWithData('runtime-config', text)

describe('the run-time configuration the page carries', () => {
  it('reads what the server wrote', () => {
    const written = { app_env: 'production', sentry_dsn: 'https://k@r.example/1', release: 'abc' }
    expect(runtimeConfig(pageWith(JSON.stringify(written)))).toEqual(written)
  })

  it('runs as development with nothing reported when it is missing, empty or corrupted', () => {
    const fallback = { app_env: 'development', sentry_dsn: null, release: null }
    for (const text of [null, '', '{}', '{"app_env":"moon"}', 'not json']) {
      expect(runtimeConfig(pageWith(text))).toEqual(fallback)
    }
  })
})
