import { useNavigate } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'

/**
 * Goes to `to` once (replacing this entry). TanStack's `<Navigate>` navigates again on every render,
 * and a page that re-renders while the navigation is pending (it reads the router's location)
 * restarts it forever; this one only navigates again when `to` changes.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate()
  const done = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (done.current === to) return
    done.current = to
    void navigate({ to, replace: true })
  }, [to, navigate])
  return null
}
