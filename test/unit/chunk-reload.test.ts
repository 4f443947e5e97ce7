import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnce } from '../../views/errors/chunk-reload'

describe('failed chunk loads', () => {
  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads once, then lets the crash page show', () => {
    const reload = vi.fn()
    sessionStorage.clear()
    expect(reloadOnce(sessionStorage, reload)).toBe(true)
    expect(reloadOnce(sessionStorage, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
