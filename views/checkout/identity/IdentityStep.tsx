import { useLingui } from '@lingui/react/macro'
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { IDENTITY_STATUS } from '../../../api/contract/identity'
import type { IdentityVerificationMachine } from '../../../machines/identity-verification.machine'
import { formatList } from '../../../i18n/format'
import { dismissAllToasts } from '../../platform/toast'
import { IDENTITY_STATUS_TEXTS } from './identity-texts'
import { LocalIdentityOverlay } from './LocalIdentityOverlay'

export type IdentityRef = ActorRefFrom<IdentityVerificationMachine>
type IdentitySnapshot = SnapshotFrom<IdentityVerificationMachine>

const selectBusy = (s: IdentitySnapshot) => s.hasTag('busy')
const selectVerifying = (s: IdentitySnapshot) => s.matches('verifying')
const selectStatus = (s: IdentitySnapshot) => s.context.status

/**
 * `/checkout/identity-verification` (forms §2): a title, a description and one button that starts the
 * verification; then the provider's overlay, and the progress the socket reports until the final word.
 */
export function IdentityStep({
  identity,
  productNames,
  onBack,
}: {
  identity: IdentityRef
  productNames: string[]
  onBack: () => void
}) {
  const { t, i18n } = useLingui()
  const busy = useSelector(identity, selectBusy)
  const verifying = useSelector(identity, selectVerifying)
  const status = useSelector(identity, selectStatus)
  const names = formatList(productNames, i18n.locale)
  const statusText = status ? IDENTITY_STATUS_TEXTS[status] : undefined
  return (
    <Stack gap="lg" maw={720} data-testid="identity-step">
      <Title order={1}>{t`Bevestig wie je bent`}</Title>
      <Text>
        {t`Voor ${names} controleren we je identiteit. Je maakt een foto van je identiteitsbewijs en een selfie; dat duurt ongeveer twee minuten. Pas daarna sluiten we je verzekering af.`}
      </Text>
      {verifying ? (
        <>
          <Paper
            withBorder
            radius="md"
            p="md"
            role="status"
            aria-live="polite"
            data-testid="identity-progress"
          >
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" aria-hidden />
              <Text>{statusText ? i18n._(statusText) : t`Het controlevenster wordt geopend…`}</Text>
            </Group>
          </Paper>
          <Button variant="default" size="md" style={{ alignSelf: 'flex-start' }} onClick={onBack}>
            {t`Vorige stap`}
          </Button>
        </>
      ) : (
        <Group>
          <Button
            size="md"
            loading={busy}
            onClick={() => {
              // Earlier warnings are answered by starting again, and would cover the overlay's close button.
              dismissAllToasts()
              identity.send({ type: 'user.start' })
            }}
          >
            {t`Start de controle`}
          </Button>
          <Button variant="default" size="md" disabled={busy} onClick={onBack}>
            {t`Vorige stap`}
          </Button>
        </Group>
      )}
      {/* Once the provider has the documents, an overlay opened again (after a reload) is not shown. */}
      {(status === null ||
        status === IDENTITY_STATUS.created ||
        status === IDENTITY_STATUS.requiresInput) && <LocalIdentityOverlay />}
    </Stack>
  )
}
