import { describe, expect, it } from 'vitest'
import { journeys, journeyById } from '../../machines'
import { allStateNodes, allTransitions } from '../../machines/graph/structure'
import { routes } from '../../api/contract/routes'
import { scripts } from '../../views/journeys/script/scripts'
import type { Act } from '../../views/journeys/script/types'
import { drive } from '../paths/drive'

/**
 * A journey's script (views/journeys/script) matches its chart: a word for every state and event type,
 * nothing for a state or event the machine does not have, every event case answered, every forced
 * outcome on a route of the table, every named step in the test drive.
 */
describe.each(Object.entries(scripts))('the %s script', (id, script) => {
  const journey = journeyById(id)!
  const stateIds = allStateNodes(journey.machine)
    .filter((n) => n.type !== 'history' && n.id !== journey.machine.id) // the root: the script's title
    .map((n) => n.id)
  const eventTypes = new Set(allTransitions(journey.machine).map((k) => k.split('--')[1]!.split('[')[0]!))
  eventTypes.delete('always')

  it('is for a registered journey', () => {
    expect(journeys.map((j) => j.id)).toContain(id)
    expect(script.journey).toBe(id)
  })

  it('says what every state means, and only states the chart has', () => {
    expect(stateIds.filter((s) => !script.states[s])).toEqual([])
    expect(Object.keys(script.states).filter((s) => !stateIds.includes(s))).toEqual([])
  })

  it('names every event type the chart handles, and only those', () => {
    expect([...eventTypes].filter((t) => !script.eventTypes[t])).toEqual([])
    expect(Object.keys(script.eventTypes).filter((t) => !eventTypes.has(t))).toEqual([])
  })

  it('answers every event case with words, and acts only through known steps and routes', () => {
    const named = (acts: readonly Act[]) => acts.flatMap((a) => ('call' in a ? [a.call] : []))
    for (const event of journey.events) {
      const answer = script.event(event as never)
      expect(answer.does.id, event.type).toBeTruthy()
      if (answer.force) expect(Object.keys(routes)).toContain(answer.force.route)
      for (const call of named(answer.act ?? [])) expect(Object.keys(drive)).toContain(call)
    }
    journey.inputs.forEach((value, index) => {
      const setup = script.setup({ index, value }, [])
      for (const call of named(setup.act)) expect(Object.keys(drive)).toContain(call)
    })
  })
})
