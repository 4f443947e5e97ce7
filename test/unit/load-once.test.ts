// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from '../../views/platform/load-once'

describe('loadOnce', () => {
  it('loads once and gives every later call the same promise, which resolves within the task', async () => {
    const load = vi.fn(async () => ({ guard: 'funnel' }))
    const guards = loadOnce(load)
    const first = guards()
    expect(guards()).toBe(first)
    expect(await first).toEqual({ guard: 'funnel' })
    // Loaded: a later call resolves in a microtask, before a zero timeout would.
    const order: string[] = []
    const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('timeout')), 0))
    await guards().then(() => order.push('loaded'))
    await timer
    expect(order).toEqual(['loaded', 'timeout'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module')
    const module = loadOnce(load)
    await expect(module()).rejects.toThrow('offline')
    await expect(module()).resolves.toBe('module')
    await expect(module()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
