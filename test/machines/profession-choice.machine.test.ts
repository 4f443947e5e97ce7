// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { UserPatch } from '../../api/contract/auth'
import type { Profession, ProfessionSuggestion } from '../../api/contract/professions'
import {
  fittingSuggestions,
  professionChoiceMachine,
  SEARCH_DELAY_MS,
} from '../../machines/profession-choice.machine'

const CARPENTER: Profession = { id: 1, name: 'Timmerman', description: null }
const PLUMBER: Profession = { id: 2, name: 'Loodgieter', description: null }
const NETWORK = { code: '35010', reason: null, retryable: true }

/** The catalogue of the stubbed search: one hit for a term, both for none (unless told otherwise). */
type Catalogue = (term: string) => Profession[]
const oneHit: Catalogue = (term) => (term ? [CARPENTER] : [CARPENTER, PLUMBER])

function start({
  query,
  failSave = false,
  catalogue = oneHit,
}: { query?: string; failSave?: boolean; catalogue?: Catalogue } = {}) {
  const searches: { term: string; signal: AbortSignal }[] = []
  const saves: UserPatch[] = []
  const chosen: (Profession | null)[] = []
  let failSearch = false
  let suggestion: () => Promise<ProfessionSuggestion[]> = async () => [
    { profession: PLUMBER, score: 0.8 },
    { profession: CARPENTER, score: 0.2 },
  ]
  const actor = createActor(
    professionChoiceMachine.provide({
      actors: {
        searchProfessions: fromPromise(async ({ input, signal }) => {
          searches.push({ term: input.term, signal })
          if (failSearch) throw NETWORK
          return catalogue(input.term)
        }),
        suggestProfessions: fromPromise(() => suggestion()),
        saveProfession: fromPromise(async ({ input }) => {
          saves.push(input.patch)
          chosen.push(input.chosen)
          if (failSave) throw NETWORK
        }),
      },
    }),
    { input: { query, locale: 'nl' } },
  ).start()
  return {
    actor,
    searches,
    saves,
    chosen,
    failSearches: (fail: boolean) => (failSearch = fail),
    suggestWith: (answer: () => Promise<ProfessionSuggestion[]>) => (suggestion = answer),
  }
}

describe('profession choice', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('lists the catalogue at once (with a search brought along), then searches once typing pauses', async () => {
    const { actor, searches } = start({ query: ' timmer ' })
    expect(searches.map((s) => s.term)).toEqual(['timmer'])
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.results).toEqual([CARPENTER])
    actor.send({ type: 'user.search', query: 'l' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1)
    // Each key starts the wait again.
    actor.send({ type: 'user.search', query: 'lo' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1)
    expect(searches).toHaveLength(1)
    expect(actor.getSnapshot().context.query).toBe('lo')
    await vi.advanceTimersByTimeAsync(1)
    expect(searches.map((s) => s.term)).toEqual(['timmer', 'lo'])
  })

  it('a new search cancels the one under way; a language switch asks again', async () => {
    const { actor, searches } = start()
    actor.send({ type: 'user.search', query: 'x' })
    expect(searches[0]!.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS)
    actor.send({ type: 'page.localeChanged', locale: 'nl' })
    expect(searches).toHaveLength(2)
    actor.send({ type: 'page.localeChanged', locale: 'en' })
    expect(searches).toHaveLength(3)
  })

  it('typing or another language touches only the list: the description and the assistant stay open, the choice stays', async () => {
    const { actor, searches } = start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'user.toggleManual' })
    actor.send({ type: 'user.openAssistant' })
    actor.send({ type: 'user.choose', profession: CARPENTER })
    actor.send({ type: 'user.search', query: 'tim' })
    actor.send({ type: 'page.localeChanged', locale: 'en' })
    expect(searches.at(-1)!.term).toBe('tim')
    expect(actor.getSnapshot().matches({ manual: 'open', assistant: { open: 'describing' } })).toBe(true)
    expect(actor.getSnapshot().context.selected).toEqual(CARPENTER)
  })

  it('a search that finds one profession chooses it; more than one leaves the choice to the customer', async () => {
    const { actor } = start({ query: 'webdevloper' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.selected).toEqual(CARPENTER)
    actor.send({ type: 'user.search', query: '' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS)
    expect(actor.getSnapshot().context.results).toEqual([CARPENTER, PLUMBER])
    // The choice stays while the list holds it.
    expect(actor.getSnapshot().context.selected).toEqual(CARPENTER)

    const several = start({ query: 'er', catalogue: () => [CARPENTER, PLUMBER] })
    await vi.advanceTimersByTimeAsync(0)
    expect(several.actor.getSnapshot().context.results).toHaveLength(2)
    expect(several.actor.getSnapshot().context.selected).toBeNull()
  })

  it('a language switch names the choice in the new language', async () => {
    const CARPENTER_EN = { ...CARPENTER, name: 'Carpenter' }
    let locale = 'nl'
    const { actor } = start({
      catalogue: () => (locale === 'en' ? [CARPENTER_EN, PLUMBER] : [CARPENTER, PLUMBER]),
    })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'user.choose', profession: CARPENTER })
    locale = 'en'
    actor.send({ type: 'page.localeChanged', locale: 'en' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.selected).toEqual(CARPENTER_EN)
  })

  it('a failed search keeps its failure and can be tried again', async () => {
    const { actor, failSearches } = start()
    failSearches(true)
    actor.send({ type: 'user.search', query: 'a' })
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS)
    expect(actor.getSnapshot().matches({ search: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.searchFailure).toEqual(NETWORK)
    failSearches(false)
    actor.send({ type: 'user.retrySearch' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ search: 'found' })).toBe(true)
  })

  it('saves the chosen profession (clearing a description), with the profession itself, and ends saved', async () => {
    const { actor, saves, chosen } = start()
    actor.send({ type: 'user.save' })
    expect(actor.getSnapshot().matches({ choice: 'choosing' })).toBe(true)
    actor.send({ type: 'user.choose', profession: CARPENTER })
    actor.send({ type: 'user.save' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(saves).toEqual([{ profession: 1, profession_description: null }])
    // What it sets is known before the server answers (the app goes on with it: profession-effects.ts).
    expect(chosen).toEqual([CARPENTER])
    expect(actor.getSnapshot().matches({ choice: 'saved' })).toBe(true)
  })

  it('a save that fails goes back to choosing with the failure; a description is saved on its own', async () => {
    const { actor, saves, chosen } = start({ failSave: true })
    actor.send({ type: 'user.toggleManual' })
    expect(actor.getSnapshot().matches({ manual: 'open' })).toBe(true)
    actor.send({ type: 'user.describe', description: 'Ik bouw trappen' })
    await vi.advanceTimersByTimeAsync(0)
    expect(saves).toEqual([{ profession_description: 'Ik bouw trappen' }])
    // The server picks the profession for a description.
    expect(chosen).toEqual([null])
    expect(actor.getSnapshot().matches({ choice: 'choosing' })).toBe(true)
    expect(actor.getSnapshot().context.failure).toEqual(NETWORK)
  })

  it('the assistant suggests the professions that fit, and picking one chooses it and closes the assistant', async () => {
    const { actor, suggestWith } = start()
    actor.send({ type: 'user.openAssistant' })
    expect(actor.getSnapshot().matches({ assistant: { open: 'describing' } })).toBe(true)
    // Nothing suggested yet: there is nothing to pick.
    actor.send({ type: 'user.pickSuggestion', profession: PLUMBER })
    expect(actor.getSnapshot().context.selected).toBeNull()
    expect(actor.getSnapshot().matches({ assistant: { open: 'describing' } })).toBe(true)
    actor.send({ type: 'user.suggest', description: 'Ik repareer leidingen' })
    expect(actor.getSnapshot().matches({ assistant: { open: 'suggesting' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    // The carpenter scores under 40% of the plumber: left out.
    expect(actor.getSnapshot().context.suggestions).toEqual([{ profession: PLUMBER, score: 0.8 }])
    actor.send({ type: 'user.pickSuggestion', profession: PLUMBER })
    expect(actor.getSnapshot().context.selected).toEqual(PLUMBER)
    expect(actor.getSnapshot().matches({ assistant: 'closed' })).toBe(true)

    suggestWith(() => Promise.reject(NETWORK))
    actor.send({ type: 'user.openAssistant' })
    actor.send({ type: 'user.suggest', description: 'Ik repareer leidingen' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ assistant: { open: 'failed' } })).toBe(true)
    expect(actor.getSnapshot().context.assistantFailure).toEqual(NETWORK)
    // Closed and opened again: as it was left.
    actor.send({ type: 'user.closeAssistant' })
    actor.send({ type: 'user.openAssistant' })
    expect(actor.getSnapshot().matches({ assistant: { open: 'failed' } })).toBe(true)
  })

  it('keeps suggestions within 40% of the best', () => {
    expect(fittingSuggestions([])).toEqual([])
    expect(
      fittingSuggestions([
        { profession: PLUMBER, score: 0.5 },
        { profession: CARPENTER, score: 0.2 },
      ]).map((s) => s.score),
    ).toEqual([0.5, 0.2])
  })
})
