import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext, type PropsWithChildren } from 'react'
import type { Http } from '../../api/client/http'
import type { AppRuntime } from './app-runtime'

/** What views need to reach the outside world; given once at the top, replaced in tests. */
export interface AppDeps {
  http: Http
  queryClient: QueryClient
  /** The auth and checkout journeys, created once (app-runtime.ts). */
  runtime: AppRuntime
}

const DepsContext = createContext<AppDeps | null>(null)

export function AppDepsProvider({ deps, children }: PropsWithChildren<{ deps: AppDeps }>) {
  return <DepsContext.Provider value={deps}>{children}</DepsContext.Provider>
}

export function useAppDeps(): AppDeps {
  const deps = useContext(DepsContext)
  if (!deps) throw new Error('useAppDeps outside AppDepsProvider')
  return deps
}
