import { useRouterState } from '@tanstack/react-router'
import { flowModeOf, type FlowMode } from './flow-mode'

/**
 * The flow mode the URL says (core §2). A page that reads only this renders again when the mode
 * changes, not on every navigation: reading the whole location rendered the page being left again
 * when the next one's navigation began (issue 26).
 */
export function useUrlFlowMode(): FlowMode {
  return useRouterState({
    select: (s) => flowModeOf(s.location.pathname, s.location.search as Record<string, unknown>),
  })
}
