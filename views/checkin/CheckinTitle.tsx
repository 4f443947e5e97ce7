import { Title } from '@mantine/core'
import { hyphenate } from '../ui/hyphenate'

/** A check-in screen's heading: smaller on phones, long Dutch compounds hyphenated instead of cut off. */
export function CheckinTitle({ children }: { children: string }) {
  return (
    <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
      {hyphenate(children)}
    </Title>
  )
}
