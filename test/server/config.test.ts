// @vitest-environment node
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, DEV_JWT_SECRET, loadConfig } from '../../api/server/config'
import { ruleState } from '../../api/server/partners/features'
import { slugFromHostname } from '../../api/server/http/host'
import { isApiPath } from '../../api/contract/routes'

describe('loadConfig', () => {
  it('has development defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      production: false,
      appEnv: 'development',
      logLevel: 'info',
    })
    expect(c.dataDir).toBe(path.resolve('data/pglite'))
    expect(c.jwtSecret).toBe(DEV_JWT_SECRET)
    expect(c.devOnlyPaths).toEqual(['/dev'])
    expect(loadConfig({ DATA_DIR: 'memory' }).dataDir).toBe('memory')
  })

  it('seeds the demo drop-off counts on the embedded database only, unless DEMO_COUNTS says otherwise', () => {
    const pg = 'postgres://u:p@127.0.0.1:5432/db'
    expect(loadConfig({}).demoCounts).toBe(true)
    expect(loadConfig({ DATABASE_URL: pg }).demoCounts).toBe(false)
    expect(loadConfig({ DATABASE_URL: pg, DEMO_COUNTS: '1' }).demoCounts).toBe(true)
    expect(loadConfig({ DEMO_COUNTS: '0' }).demoCounts).toBe(false)
    expect(() => loadConfig({ DEMO_COUNTS: 'yes' })).toThrow(/DEMO_COUNTS/)
  })

  it('switches to production, with a random secret and a warning when JWT_SECRET is missing', () => {
    const c = loadConfig({ NODE_ENV: 'production' })
    expect(c.production).toBe(true)
    expect(c.appEnv).toBe('production')
    expect(c.jwtSecret).not.toBe(DEV_JWT_SECRET)
    expect(c.warnings.filter((w) => w.includes('JWT_SECRET'))).toHaveLength(1)
    expect(c.warnings.filter((w) => w.includes('SMTP_URL'))).toHaveLength(1)
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).warnings).not.toContain(
      expect.stringContaining('SMTP_URL'),
    )
    expect(loadConfig({ NODE_ENV: 'production' }).jwtSecret).not.toBe(c.jwtSecret)
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'stage' }).appEnv).toBe('stage')
  })

  it('refuses bad values with a message naming each variable', () => {
    const bad = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        APP_ENV: 'prod',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      })
    expect(bad).toThrow(ConfigError)
    try {
      bad()
    } catch (err) {
      for (const name of ['PORT', 'DATABASE_URL', 'APP_ENV', 'JWT_SECRET', 'LOG_LEVEL']) {
        expect((err as Error).message).toContain(name)
      }
    }
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow('JWT_SECRET')
  })
})

describe('auth and mail configuration', () => {
  it('has the spec lifetimes and limits by default, the outbox adapter and /dev pages only in development', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      magicLinkTtl: 600,
      magicLinkIpLimit: 20,
      smtpUrl: undefined,
    })
    expect(c.devOnlyPaths).toContain('/dev')
    const set = loadConfig({ ACCESS_TOKEN_TTL: '60', SMTP_URL: 'smtps://u:p@mail.example:465' })
    expect(set).toMatchObject({ accessTokenTtl: 60, smtpUrl: 'smtps://u:p@mail.example:465' })
  })

  it('refuses bad lifetimes and mail settings', () => {
    for (const env of [
      { ACCESS_TOKEN_TTL: '0' },
      { REFRESH_TOKEN_TTL: 'a month' },
      { MAGIC_LINK_TTL: '-5' },
      { SMTP_URL: 'http://mail' },
      { EXPOSE_DEV_OUTBOX: 'yes' },
    ]) {
      expect(() => loadConfig(env)).toThrow(Object.keys(env)[0])
    }
  })
})

describe('profession assistant configuration', () => {
  it('uses the local ranking unless PROFESSION_ASSISTANT_URL is set', () => {
    expect(loadConfig({})).toMatchObject({
      professionAssistantUrl: undefined,
      professionAssistantKey: undefined,
      professionAssistantModel: 'gpt-4o-mini',
    })
    const set = loadConfig({
      PROFESSION_ASSISTANT_URL: ' https://api.example/v1/chat/completions ',
      PROFESSION_ASSISTANT_KEY: 'sk-1',
      PROFESSION_ASSISTANT_MODEL: 'small',
    })
    expect(set).toMatchObject({
      professionAssistantUrl: 'https://api.example/v1/chat/completions',
      professionAssistantKey: 'sk-1',
      professionAssistantModel: 'small',
    })
    expect(loadConfig({ PROFESSION_ASSISTANT_URL: '' }).professionAssistantUrl).toBeUndefined()
  })

  it('refuses an address that is not http(s)', () => {
    for (const url of ['ftp://x', 'api.example/v1', 'https://a b'])
      expect(() => loadConfig({ PROFESSION_ASSISTANT_URL: url })).toThrow('PROFESSION_ASSISTANT_URL')
  })

  it('reports errors only with a SENTRY_DSN that is one: a key, a host and a numeric project', () => {
    expect(loadConfig({}).sentryDsn).toBeUndefined()
    expect(loadConfig({ SENTRY_DSN: 'https://key@o1.ingest.example/42' }).sentryDsn).toBe(
      'https://key@o1.ingest.example/42',
    )
    for (const bad of [
      'https://o1.ingest.example/42',
      'https://key@o1.ingest.example/',
      'ftp://key@x/1',
      'x',
    ])
      expect(() => loadConfig({ SENTRY_DSN: bad }), bad).toThrow('SENTRY_DSN')
  })

  it('pays locally unless STRIPE_SECRET_KEY is set, which needs the publishable key and the webhook secret', () => {
    expect(loadConfig({})).toMatchObject({
      stripeSecretKey: undefined,
      stripeApiUrl: 'https://api.stripe.com',
      localDebitDelayMs: 5000,
    })
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow('STRIPE_PUBLISHABLE_KEY')
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_CONNECTED_ACCOUNT: 'acct_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
    })
    expect(stripe).toMatchObject({ stripeConnectedAccount: 'acct_1', stripeApiUrl: 'http://127.0.0.1:12111' })
    // Without the webhook secret no debit and no identity session would ever settle.
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      'STRIPE_WEBHOOK_SECRET',
    )
    expect(() => loadConfig({ STRIPE_API_URL: 'stripe.com' })).toThrow('STRIPE_API_URL')
    expect(() => loadConfig({ LOCAL_DEBIT_DELAY_MS: '-1' })).toThrow('LOCAL_DEBIT_DELAY_MS')
  })

  it('lets the local identity overlay choose the outcome outside production, in production only when told', () => {
    expect(loadConfig({}).localIdentityOutcomes).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).localIdentityOutcomes).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', LOCAL_IDENTITY_OUTCOMES: '1' }).localIdentityOutcomes).toBe(
      true,
    )
    expect(() => loadConfig({ LOCAL_IDENTITY_OUTCOMES: 'yes' })).toThrow('LOCAL_IDENTITY_OUTCOMES')
  })
})

describe('partner host names, API paths and flag rules', () => {
  it('takes the label before a configured partner domain as the partner, and no other host', () => {
    const domains = ['localhost', 'verzekerd.example']
    expect(slugFromHostname('zzp.localhost', domains)).toBe('zzp')
    expect(slugFromHostname('Kroonbank.Verzekerd.Example', domains)).toBe('kroonbank')
    const strangers = [
      'localhost',
      '127.0.0.1',
      '[::1]',
      '',
      '-x.localhost',
      'zzp.evil.example',
      'a.zzp.localhost',
    ]
    for (const host of strangers) expect(slugFromHostname(host, domains)).toBeNull()
  })

  it('builds partner origins from PARTNER_ORIGIN, and serves partners under its domain and PARTNER_DOMAINS', () => {
    const local = loadConfig({ PORT: '4310' })
    expect(local.partnerOrigin).toBe('http://{partner}.localhost:4310')
    expect(local.partnerDomains).toEqual(['localhost'])
    expect(loadConfig({ PORT: '3001', DEV_PUBLIC_PORT: '3000' }).partnerOrigin).toBe(
      'http://{partner}.localhost:3000',
    )
    const live = loadConfig({
      PARTNER_ORIGIN: 'https://{partner}.verzekerd.nl/',
      PARTNER_DOMAINS: 'verzekerd.nl,Verzekerd.Example',
    })
    expect(live.partnerOrigin).toBe('https://{partner}.verzekerd.nl')
    expect(live.partnerDomains).toEqual(['verzekerd.nl', 'verzekerd.example'])
    for (const bad of ['https://verzekerd.nl', 'https://{partner}.verzekerd.nl/pad', 'ftp://{partner}.x.nl'])
      expect(() => loadConfig({ PARTNER_ORIGIN: bad })).toThrow('PARTNER_ORIGIN')
  })

  it('knows API paths by whole segments', () => {
    expect(isApiPath('/partners')).toBe(true)
    expect(isApiPath('/stripe/session')).toBe(true)
    expect(isApiPath('/stripe.html')).toBe(false)
    // The admin's sign-in pages live beside the admin calls.
    expect(isApiPath('/admin/session')).toBe(true)
    expect(isApiPath('/admin/auth/jwt/refresh')).toBe(true)
    expect(isApiPath('/admin/sign-in')).toBe(false)
    expect(isApiPath('/admin/sign-in/verify')).toBe(false)
    expect(isApiPath('/welcome')).toBe(false)
    expect(isApiPath('/dev/outbox')).toBe(true)
    expect(isApiPath('/sign-in/verify')).toBe(false)
  })

  it('evaluates include, exclude and *', () => {
    const rule = {
      active: true,
      include: ['*'],
      exclude: ['testpartner'],
      extra: { support_times: 'always' },
    }
    expect(ruleState(rule, 'zzp')).toEqual({ active: true, extra: { support_times: 'always' } })
    expect(ruleState(rule, 'testpartner')).toEqual({ active: false })
    expect(ruleState({ ...rule, active: false }, 'zzp')).toEqual({ active: false })
    expect(ruleState({ active: true, include: ['zzp'], exclude: [] }, 'bouwzeker')).toEqual({ active: false })
    expect(ruleState({ active: true, include: ['*'], exclude: ['*'] }, 'zzp')).toEqual({ active: false })
  })
})
