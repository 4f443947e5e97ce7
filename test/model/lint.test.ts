import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { FEATURE_FLAGS } from '../../api/contract/partner'
import { SEED_FLAGS, SEED_PARTNERS } from '../../api/server/db/seed-data'
import { ruleState } from '../../api/server/partners/features'
import { journeys } from '../../machines'
import { defineJourney, type FlagSet } from '../../machines/graph/journey'
import { lintJourney, type LintPartner } from '../../machines/graph/lint'
import { routeTree } from '../../views/routeTree.gen'

const routes = Object.keys(createRouter({ routeTree, context: {} as never }).routesByPath)
/** The seeded partners with their production flags, as the lint evaluates them. */
const partners: LintPartner[] = SEED_PARTNERS.map((p) => ({
  slug: p.slug,
  flags: Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, ruleState(SEED_FLAGS[flag].production, p.slug).active]),
  ) as FlagSet,
  routes,
}))

describe('chart lint', () => {
  it('knows the app’s routes', () => {
    expect(routes).toEqual(expect.arrayContaining(['/checkout', '/checkout/failure', '/result', '/welcome']))
  })

  it.each(journeys.map((j) => [j.id, j] as const))(
    'finds nothing wrong with %s for any seeded partner',
    (_, journey) => {
      expect(lintJourney(journey, partners)).toEqual([])
    },
    // Bounded by each journey's traversal limit, not by time: the question flow takes seconds on a busy CI.
    30_000,
  )

  // A machine with each mistake the lint is for: a state nothing leads to, a state with no way out,
  // and a screen whose route the app does not have; one state only a flag makes reachable.
  const faulty = setup({
    types: { input: {} as { ticker: boolean }, context: {} as { ticker: boolean } },
    guards: { hasTicker: ({ context }) => context.ticker },
  }).createMachine({
    id: 'faulty',
    context: ({ input }) => ({ ticker: input.ticker }),
    initial: 'start',
    states: {
      start: {
        meta: { route: '/welcome' },
        on: { 'user.next': [{ guard: 'hasTicker', target: 'ticker' }, { target: 'stuck' }] },
      },
      ticker: {
        meta: { route: '/promo', rules: ['forms §5 IBAN', 'forms §5 Shoe size'] },
        on: { 'user.back': { target: 'start', meta: { rules: ['forms §8 XYZ99'] } } },
      },
      // A way back to itself is no way out.
      stuck: { entry: assign({ ticker: false }), on: { 'user.poke': 'stuck' } },
      orphan: { on: { 'user.back': 'start' } },
      done: { type: 'final' },
    },
  })
  const journey = defineJourney({
    id: 'faulty',
    title: 'Faulty',
    description: 'A machine with every mistake the chart lint is for.',
    machine: faulty,
    inputs: [{ ticker: false }],
    inputsFor: (flags) => [{ ticker: flags.promo_ticker === true }],
    events: [{ type: 'user.next' }, { type: 'user.back' }, { type: 'user.poke' }],
    limit: 100,
  })

  it('reports an unreachable state, a dead end, a route the app does not have and an unknown rule', () => {
    expect(lintJourney(journey, partners)).toEqual([
      {
        journey: 'faulty',
        state: 'faulty.stuck',
        kind: 'deadEnd',
        message: 'faulty.stuck is not final and has no transition out',
      },
      {
        journey: 'faulty',
        state: 'faulty.ticker',
        kind: 'unknownRule',
        message: 'faulty.ticker is tagged with forms §5 Shoe size, which is not in the rules catalogue',
      },
      {
        journey: 'faulty',
        state: 'faulty.ticker',
        kind: 'unknownRule',
        message:
          'faulty.ticker --user.back[0] is tagged with forms §8 XYZ99, which is not in the rules catalogue',
      },
      {
        journey: 'faulty',
        state: 'faulty.ticker',
        kind: 'unknownRoute',
        message: 'faulty.ticker shows /promo, which is not a route of zzp, bouwzeker',
      },
      {
        journey: 'faulty',
        state: 'faulty.orphan',
        kind: 'unreachable',
        message: 'faulty.orphan cannot be reached (under any partner’s flags)',
      },
      {
        journey: 'faulty',
        state: 'faulty.done',
        kind: 'unreachable',
        message: 'faulty.done cannot be reached (under any partner’s flags)',
      },
    ])
  })

  it('evaluates reachability per partner: a state only a flag leads to is reachable', () => {
    const withoutTicker = partners.filter((p) => !p.flags.promo_ticker)
    const kinds = lintJourney(journey, withoutTicker).map((p) => `${p.kind} ${p.state}`)
    expect(kinds).toContain('unreachable faulty.ticker')
    expect(kinds).not.toContain('unknownRoute faulty.ticker')
  })
})
