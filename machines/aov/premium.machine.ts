import { assign, fromPromise, setup } from 'xstate'
import { AOV_PRESETS, presetOf, type AovOptionsResponse, type AovPremium } from '../../api/contract/aov'
import type { PresetPrice } from '../../api/contract/products'
import { asFailure, type Failure } from '../../api/contract/failure'
import { notProvided } from '../not-provided'
import { AOV_PAGE } from './aov-page'

type Preset = PresetPrice['preset']

export interface PremiumInput {
  product: number
  /** The customer's birth date (YYYY-MM-DD): the premium depends on age (18..57). */
  birthDate: string
  /** Where to start: a preset (medium by default). */
  preset?: Preset
  /** Or the choices made before (the customer came back to the premium): they win over the preset. */
  options?: AovOptionsResponse
}

export interface PremiumContext {
  product: number
  birthDate: string
  /** The choices as sent: covered income as digits. */
  options: AovOptionsResponse
  /** The preset the choices equal (changed back to one, it is that one again), null for choices of one's own. */
  preset: Preset | null
  /** The premium of the choices, as the server priced them (null while the first is calculated). */
  premium: AovPremium | null
  failure: Failure | null
}

export type PremiumEvent =
  | { type: 'user.choosePreset'; preset: Preset }
  | { type: 'user.changeOptions'; options: Partial<AovOptionsResponse> }
  | { type: 'user.review' }
  | { type: 'user.back' }
  | { type: 'user.confirm' }
  | { type: 'user.retry' }

/** A change of the choices: they are priced again (a change under way cancels the one before). */
const recalculate = { target: '#premium.options.calculating', reenter: true } as const

/**
 * Income-protection premium options and review (forms §3 AOV choices and presets; core §2
 * `/checkout/aov-premium-review`): a preset or each choice changed is priced again by the server (per month,
 * insurance tax included); the customer reviews the premium and what is insured, then confirms.
 */
export const premiumMachine = setup({
  types: {
    input: {} as PremiumInput,
    context: {} as PremiumContext,
    events: {} as PremiumEvent,
    output: {} as { options: AovOptionsResponse; premium: AovPremium },
    tags: {} as 'busy',
  },
  actors: {
    calculatePremium: fromPromise<
      AovPremium,
      { product: number; birth_date: string; options: AovOptionsResponse }
    >(notProvided),
  },
  guards: {
    hasPremium: ({ context }) => context.premium !== null,
  },
}).createMachine({
  id: 'premium',
  context: ({ input }) => ({
    product: input.product,
    birthDate: input.birthDate,
    options: input.options ?? AOV_PRESETS[input.preset ?? 'medium'],
    preset: input.options ? presetOf(input.options) : (input.preset ?? 'medium'),
    premium: null,
    failure: null,
  }),
  initial: 'options',
  states: {
    options: {
      description: 'The choices and presets; every change is priced again by the server.',
      // The covered income is one of the choices (at most 125,000).
      meta: { route: AOV_PAGE, step: 'checkout', rules: ['forms §5 Income'] },
      initial: 'calculating',
      on: {
        'user.choosePreset': {
          ...recalculate,
          actions: assign(({ event }) => ({ options: AOV_PRESETS[event.preset], preset: event.preset })),
        },
        'user.changeOptions': {
          ...recalculate,
          actions: assign(({ context, event }) => {
            const options = { ...context.options, ...event.options }
            return { options, preset: presetOf(options) }
          }),
        },
      },
      states: {
        calculating: {
          tags: ['busy'],
          invoke: {
            id: 'calculatePremium',
            src: 'calculatePremium',
            input: ({ context }) => ({
              product: context.product,
              birth_date: context.birthDate,
              options: context.options,
            }),
            onDone: {
              target: 'priced',
              actions: assign({ premium: ({ event }) => event.output, failure: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ failure: ({ event }) => asFailure(event.error) }),
            },
          },
        },
        priced: {
          on: { 'user.review': '#premium.review' },
        },
        failed: {
          description: 'The premium could not be calculated; the customer may try again or change a choice.',
          on: { 'user.retry': 'calculating' },
        },
      },
    },
    review: {
      description: 'Premium review: the premium per month with tax, the insured amounts and the choices.',
      meta: { route: AOV_PAGE, step: 'checkout' },
      on: {
        'user.confirm': { guard: 'hasPremium', target: 'confirmed' },
        'user.back': 'options.priced',
      },
    },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => ({ options: context.options, premium: context.premium! }),
})

export type PremiumMachine = typeof premiumMachine
