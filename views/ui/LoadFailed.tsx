import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Text } from '@mantine/core'

/** A list that could not be loaded: what, and a retry (the query refetches). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <Alert color="yellow" role="alert">
      <Text size="sm">{message}</Text>
      <Button size="xs" variant="light" mt="xs" onClick={onRetry}>
        {t`Opnieuw proberen`}
      </Button>
    </Alert>
  )
}
