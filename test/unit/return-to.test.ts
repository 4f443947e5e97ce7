import { beforeEach, describe, expect, it } from 'vitest'
import { rememberReturn, takeReturn } from '../../views/platform/return-to'

describe('return after sign-in (user-choice)', () => {
  beforeEach(() => localStorage.clear())

  it('gives back the page sign-in was asked for, once', () => {
    rememberReturn('/profession?q=timmer', 1_000)
    expect(takeReturn(2_000)).toBe('/profession?q=timmer')
    expect(takeReturn(2_000)).toBeNull()
  })

  it('forgets a wish older than a day', () => {
    rememberReturn('/profession', 0)
    expect(takeReturn(24 * 60 * 60 * 1000 + 1)).toBeNull()
  })

  it('only follows a path on this site, never the sign-in pages', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/sign-in?email=a']) {
      rememberReturn(path, 0)
      expect(takeReturn(1), path).toBeNull()
    }
    localStorage.setItem('user-choice', JSON.stringify({ returnTo: '//evil.example', at: 0 }))
    expect(takeReturn(1)).toBeNull()
  })

  it('survives corrupted storage', () => {
    localStorage.setItem('user-choice', '{not json')
    expect(takeReturn()).toBeNull()
    expect(localStorage.getItem('user-choice')).toBeNull()
  })
})
