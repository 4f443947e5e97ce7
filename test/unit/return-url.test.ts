import { describe, expect, it } from 'vitest'
import { hostOf, safeReturnUrl } from '../../api/contract/return-url'

const policy = {
  origin: 'http://zzp.localhost:4310',
  allowedHosts: ['portal.example', 'www.kroonbank.example'],
}

describe('safeReturnUrl', () => {
  it.each([
    ['/user/policies', 'http://zzp.localhost:4310/user/policies'],
    ['/journeys?x=1#y', 'http://zzp.localhost:4310/journeys?x=1#y'],
    ['https://portal.example/partners/zzp', 'https://portal.example/partners/zzp'],
    ['https://www.kroonbank.example/zakelijk', 'https://www.kroonbank.example/zakelijk'],
    ['http://zzp.localhost:4310/welcome', 'http://zzp.localhost:4310/welcome'],
  ])('follows %s', (address, expected) => {
    expect(safeReturnUrl(address, policy)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http://portal.example/partners', // an allowed host, but not over https
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    'javascript%3Aalert(1)',
    'https://portal.example@evil.example',
    'https://user:pw@portal.example/',
    'https://portal.example.evil.example/',
    '/\tevil',
    'https:evil.example',
    '%E0%A4%A',
    '',
    null,
    undefined,
  ])('refuses %s', (address) => {
    expect(safeReturnUrl(address, policy)).toBeNull()
  })

  it('reads hosts', () => {
    expect(hostOf('https://www.kroonbank.example/zakelijk')).toBe('www.kroonbank.example')
    expect(hostOf('nonsense')).toBeNull()
  })
})
