import { createFileRoute } from '@tanstack/react-router'

// The entry's work (signing in by link, the csc checkout) loads with it: most visits start at /welcome.
export const Route = createFileRoute('/')({
  beforeLoad: (args) => import('../sign-in/enter').then((entry) => entry.enter(args)),
})
