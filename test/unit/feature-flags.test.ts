import { describe, expect, it } from 'vitest'
import { appEnvSchema, FEATURE_FLAGS, type AppEnv, type FeatureFlag } from '../../api/contract/partner'
import { SEED_FLAGS, SEED_PARTNERS } from '../../api/server/db/seed-data'
import { evaluateFlags, ruleState } from '../../api/server/partners/features'
import type { Logger } from '../../api/server/logger'

/**
 * The seeded feature flags' contract (docs/partner-settings.md "Feature flags"): for each flag, the
 * partners it is on for in each environment. Written out, not computed from the seed, so a changed seed or
 * a changed evaluation shows here. What each flag changes on the site: test/components/feature-flags.test.tsx.
 */
const ON_FOR: Record<FeatureFlag, Record<AppEnv, string[]>> = {
  promo_ticker: everywhere(['zzp', 'bouwzeker']),
  hide_invoices: everywhere(['testpartner', 'testpartner2']),
  disable_logo_click: everywhere(['testpartner', 'testpartner2']),
  prefill_deep_link: everywhere(['kroonbank']),
  back_to_partner_link: everywhere(['kroonbank']),
  // `*` but the one test partner while testing; in production only the demo partner.
  ai_support: {
    development: ['zzp', 'kroonbank', 'testpartner2', 'bouwzeker'],
    qa: ['zzp', 'kroonbank', 'testpartner2', 'bouwzeker'],
    stage: ['zzp', 'kroonbank', 'testpartner2', 'bouwzeker'],
    production: ['bouwzeker'],
  },
  start_date_from_tomorrow: everywhere(['kroonbank']),
}

function everywhere(partners: string[]): Record<AppEnv, string[]> {
  return { development: partners, qa: partners, stage: partners, production: partners }
}

const ENVS = appEnvSchema.options
const SLUGS = SEED_PARTNERS.map((p) => p.slug)
const warnings: string[] = []
const logger: Logger = { debug() {}, info() {}, warn: (m) => void warnings.push(m), error() {} }
/** The rows as the seed stores them (api/server/db/seed.ts): key and JSON payload. */
const rows = Object.entries(SEED_FLAGS).map(([key, payload]) => ({
  key,
  payload: JSON.parse(JSON.stringify(payload)) as unknown,
}))

describe('the seeded flags', () => {
  it('seed every flag the product reads, and the table names every seeded partner', () => {
    expect(Object.keys(SEED_FLAGS).sort()).toEqual([...FEATURE_FLAGS].sort())
    expect(SLUGS.sort()).toEqual(['bouwzeker', 'kroonbank', 'testpartner', 'testpartner2', 'zzp'])
  })

  describe.each(ENVS)('in %s', (env) => {
    it.each(FEATURE_FLAGS)('%s is on for exactly its partners', (flag) => {
      const on = SLUGS.filter((slug) => evaluateFlags(rows, slug, env, logger)[flag]?.active === true)
      expect(on.sort()).toEqual([...ON_FOR[flag][env]].sort())
    })
  })

  it('carry the AI support’s support_times to the partners it is on for, and nothing to the others', () => {
    for (const env of ENVS)
      for (const slug of SLUGS) {
        const state = evaluateFlags(rows, slug, env, logger).ai_support
        expect(state, `${env} ${slug}`).toEqual(
          ON_FOR.ai_support[env].includes(slug)
            ? { active: true, extra: { support_times: 'office-hours' } }
            : { active: false },
        )
      }
  })

  it('evaluate without a warning; a partner not seeded gets only what `*` gives it', () => {
    for (const env of ENVS) {
      const flags = evaluateFlags(rows, 'nieuwepartner', env, logger)
      const on = FEATURE_FLAGS.filter((flag) => flags[flag]?.active)
      expect(on, env).toEqual(env === 'production' ? [] : ['ai_support'])
    }
    expect(warnings).toEqual([])
  })
})

describe('include, exclude and `*`', () => {
  const rule = (include: string[], exclude: string[] = [], active = true) => ({ active, include, exclude })
  const on = (r: ReturnType<typeof rule>, slug: string) => ruleState(r, slug).active

  it('include names the partners it is on for; an empty include is on for none', () => {
    expect(on(rule(['zzp']), 'zzp')).toBe(true)
    expect(on(rule(['zzp']), 'kroonbank')).toBe(false)
    expect(on(rule([]), 'zzp')).toBe(false)
  })

  it('`*` in include is every partner, also one that does not exist yet', () => {
    for (const slug of [...SLUGS, 'nieuwepartner']) expect(on(rule(['*']), slug)).toBe(true)
  })

  it('exclude wins over include, also over `*`', () => {
    expect(on(rule(['zzp'], ['zzp']), 'zzp')).toBe(false)
    expect(on(rule(['*'], ['testpartner']), 'testpartner')).toBe(false)
    expect(on(rule(['*'], ['testpartner']), 'zzp')).toBe(true)
  })

  it('`*` in exclude is off for every partner, whatever include says', () => {
    for (const slug of [...SLUGS, 'nieuwepartner']) {
      expect(on(rule(['*'], ['*']), slug)).toBe(false)
      expect(on(rule([slug], ['*']), slug)).toBe(false)
    }
  })

  it('an inactive rule is off whatever it lists; extra comes only with an active one', () => {
    expect(on(rule(['*'], [], false), 'zzp')).toBe(false)
    const extra = { support_times: 'always' }
    expect(ruleState({ ...rule(['zzp']), extra }, 'zzp')).toEqual({ active: true, extra })
    expect(ruleState({ ...rule(['zzp']), extra }, 'kroonbank')).toEqual({ active: false })
  })

  it('each environment is read on its own', () => {
    const payload = {
      development: rule(['zzp']),
      qa: rule(['kroonbank']),
      stage: rule(['*'], ['zzp']),
      production: rule(['zzp'], [], false),
    }
    const flagRows = [{ key: 'promo_ticker', payload }]
    const onFor = (env: AppEnv) =>
      ['zzp', 'kroonbank'].filter((slug) => evaluateFlags(flagRows, slug, env, logger).promo_ticker?.active)
    expect(ENVS.map(onFor)).toEqual([['zzp'], ['kroonbank'], ['kroonbank'], []])
  })

  it('a flag without a row, or with a payload that does not parse, is off (and the latter is logged)', () => {
    const seen: string[] = []
    const quiet: Logger = { ...logger, warn: (m) => void seen.push(m) }
    const flags = evaluateFlags(
      [{ key: 'hide_invoices', payload: { development: 'on' } }],
      'zzp',
      'development',
      quiet,
    )
    expect(FEATURE_FLAGS.every((flag) => flags[flag]?.active === false)).toBe(true)
    expect(seen).toEqual(['feature flag hide_invoices has an invalid payload; treated as off'])
  })
})
