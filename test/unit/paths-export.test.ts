// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { journeyById } from '../../machines'
import { eventInWords, pathsDocument, toMarkdown } from '../../machines/graph/export'
import { generatePaths } from '../../machines/graph/paths'
import { chartOf } from '../../machines/graph/structure'

const checkout = journeyById('checkout')!
const doc = pathsDocument(checkout, generatePaths(checkout))

describe('QA export of paths', () => {
  it('numbers paths and steps in words, with the state and screen each step leads to', () => {
    const md = toMarkdown(doc)
    expect(md).toMatch(/^# Checkout group sequencing: test paths\n/)
    expect(md).toContain(`${doc.paths.length} paths take every transition: transitions 47/47`)
    expect(md).toContain('## Path 1 (')
    expect(md).toContain('1. The user clicks Continue in the cart (`cart.continue`)')
    expect(md).toMatch(
      /→ \*\*disclaimer\*\* — More than one group: .* Screen `\/checkout` \(steps bar: insurance\)\./,
    )
    expect(md).toContain(
      'The server prepares the checkout; the cart holds Autoverzekering (car), Inboedelverzekering (consumer)',
    )
  })

  it('says invoke outcomes and namespaced events in words', () => {
    expect(eventInWords('xstate.done.actor.prepareCheckout')).toBe('prepareCheckout succeeds')
    expect(eventInWords('xstate.error.actor.fetchUser')).toBe('fetchUser fails')
    expect(eventInWords('user.acceptDisclaimer')).toBe('user: accept disclaimer')
  })

  it('labels guards by name, with params and negation', () => {
    const guards = chartOf(checkout.machine).transitions.map((t) => t.guard)
    expect(guards).toEqual(
      expect.arrayContaining([
        '!hasGroupLeft',
        'isFlow(car)',
        'alreadyInCart',
        // An `and` of guards, each by name.
        'emptiesCurrentGroup && !isWindingUp',
      ]),
    )
  })
})
