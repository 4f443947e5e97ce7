import { Container, Skeleton, Stack } from '@mantine/core'

/** Shown while the partner and the first language load: the page's shape, no words yet. */
export function BootSkeleton() {
  return (
    <Container size="md" py="xl" aria-busy="true" data-testid="boot-skeleton">
      <Stack gap="md">
        <Skeleton height={40} width={160} />
        <Skeleton height={28} width="70%" mt="xl" />
        <Skeleton height={16} />
        <Skeleton height={16} width="85%" />
        <Skeleton height={44} width={220} mt="md" />
      </Stack>
    </Container>
  )
}
