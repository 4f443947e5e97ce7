// jsdom lacks what Mantine measures with (STACK.md); node-environment tests skip this.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Element.prototype.scrollIntoView ??= () => undefined
  // Mantine's autosizing textarea re-measures when web fonts finish loading.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    })
  window.scrollTo = () => undefined
}

import '@testing-library/jest-dom/vitest'
import { waitBeforeAmsterdamMidnight } from './midnight'

// Unmount what a test rendered (vitest runs without globals, so testing-library cannot do it itself).
if (typeof window !== 'undefined') {
  const { afterEach } = await import('vitest')
  const { cleanup } = await import('@testing-library/react')
  afterEach(cleanup)
}

// Near midnight in Amsterdam, a test file starts on the next day (test/midnight.ts says why).
const midnightWaitMs = waitBeforeAmsterdamMidnight(new Date())
if (midnightWaitMs > 0) await new Promise((resolve) => setTimeout(resolve, midnightWaitMs))
