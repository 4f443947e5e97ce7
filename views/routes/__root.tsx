import { createRootRouteWithContext } from '@tanstack/react-router'
import { flowModeOf } from '../platform/flow-mode'
import { AppLayout } from '../layout/AppLayout'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Rendered on the server too (views/entry-server.tsx): its guard reads only an auth journey already loaded.
  ssr: true,
  // The flow mode follows the URL (core §2) and is kept with the session (auth-storage insuranceFlow).
  beforeLoad: ({ location, context }) => {
    const mode = flowModeOf(location.pathname, location.search as Record<string, unknown>)
    const auth = context.runtime.loadedAuth()
    if (auth && auth.actor.getSnapshot().context.insuranceFlow !== mode)
      auth.send({ type: 'flow.changed', mode })
  },
  component: AppLayout,
})
