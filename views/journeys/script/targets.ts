import type { Target } from './types'

/** A button by its exact accessible name (the scripts' most common target). */
export const button = (name: Target['name']): Target => ({ role: 'button', name, exact: true })

/** A heading by its name (contained, unless `exact`). */
export const heading = (name: Target['name'], exact = false): Target =>
  exact ? { role: 'heading', name, exact } : { role: 'heading', name }
