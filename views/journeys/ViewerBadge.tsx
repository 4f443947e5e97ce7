import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { JourneysViewer } from './access'

/** Who is looking: development mode or the partner's admin. */
export function ViewerBadge({ viewer }: { viewer: NonNullable<JourneysViewer> }) {
  const { t } = useLingui()
  if (viewer.kind === 'development') return <Badge color="orange">{t`Ontwikkelmodus`}</Badge>
  const name = viewer.name
  return <Badge color="dark">{t`Beheerder: ${name}`}</Badge>
}
