// @vitest-environment node
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { journeys } from '../../machines'
import { chartOf } from '../../machines/graph/structure'

const root = join(import.meta.dirname, '../../machines')
const machineFiles = (readdirSync(root, { recursive: true }) as string[]).filter((f) =>
  f.endsWith('.machine.ts'),
)
const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'implementations' in value &&
  'config' in value

describe('the journey registry', () => {
  it.each(machineFiles.map((f) => [relative('.', f)]))('lists every machine exported by %s', async (file) => {
    const module = (await import(join(root, file))) as Record<string, unknown>
    const machines = Object.values(module).filter(isMachine)
    expect(machines.length).toBeGreaterThan(0)
    for (const machine of machines)
      expect(
        journeys.some((j) => j.machine === machine),
        `${machine.id} (${file}) is not in machines/index.ts`,
      ).toBe(true)
  })

  it('has unique ids that match the machines, each with a title and a description', () => {
    expect(new Set(journeys.map((j) => j.id)).size).toBe(journeys.length)
    for (const journey of journeys) {
      expect(journey.machine.id).toBe(journey.id)
      expect(journey.title.length).toBeGreaterThan(3)
      expect(journey.description.length).toBeGreaterThan(20)
    }
  })

  it('gives every invoke a named actor, so path tests and the simulator can stub it', () => {
    for (const journey of journeys)
      for (const state of chartOf(journey.machine).states)
        for (const invoke of state.invokes)
          expect(
            Object.keys(journey.machine.implementations.actors),
            `${state.id} invokes ${invoke.src} inline`,
          ).toContain(invoke.src)
  })

  it('links invoked child journeys only to registered journeys', () => {
    for (const journey of journeys)
      for (const [src, id] of Object.entries(journey.children ?? {})) {
        expect(Object.keys(journey.machine.implementations.actors)).toContain(src)
        expect(journeys.map((j) => j.id)).toContain(id)
      }
  })
})
