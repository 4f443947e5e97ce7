import { Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './errors.module.css'

/** The shared frame of the 404, 500, crash and unknown-partner pages. */
export function ErrorLayout(props: {
  graphic?: ReactNode
  title: ReactNode
  body: ReactNode
  actions: ReactNode
}) {
  return (
    <Container size="sm" className={classes.page}>
      <Stack align="center" gap="md" ta="center">
        {props.graphic}
        <Title order={1} className={classes.title}>
          {props.title}
        </Title>
        <Text size="lg" c="var(--partner-text-muted)">
          {props.body}
        </Text>
        <div className={classes.actions}>{props.actions}</div>
      </Stack>
    </Container>
  )
}
