import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Input, Modal, NativeSelect, Stack, Text } from '@mantine/core'
import { useId, useState, type FormEvent } from 'react'
import { submitLocalIdentity } from '../../../api/client/identity'
import { LOCAL_IDENTITY_OUTCOMES, type LocalIdentityOutcome } from '../../../api/contract/identity'
import { LOCAL_OUTCOME_LABELS } from './identity-texts'
import { useLocalIdentityOverlay, type LocalOverlay } from './local-overlay'

const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  required: msg`Kies een foto.`,
  fileType: msg`Dit bestand is geen foto. Kies een JPEG- of PNG-bestand.`,
  fileEmpty: msg`Dit bestand is leeg. Kies een andere foto.`,
  fileSize: msg`Deze foto is te groot (maximaal 10 MB).`,
}
const fieldText = (key: string | undefined) => (key ? (FIELD_TEXTS[key] ?? FIELD_TEXTS.fileType!) : undefined)

/**
 * The local stand-in for Stripe Identity's modal: the customer submits a photo of an identity document and
 * a selfie; the server then reports progress over the room's socket as Stripe would. Where the server
 * allows it (development, tests) the outcome can be chosen.
 */
export function LocalIdentityOverlay() {
  const overlay = useLocalIdentityOverlay()
  const { t } = useLingui()
  return (
    <Modal
      opened={overlay !== null}
      onClose={() => overlay?.cancelled()}
      title={t`Identiteit controleren`}
      size="lg"
      zIndex={400}
      closeButtonProps={{ 'aria-label': t`Sluiten` }}
    >
      {overlay && <OverlayForm key={overlay.clientSecret} overlay={overlay} />}
    </Modal>
  )
}

function OverlayForm({ overlay }: { overlay: LocalOverlay }) {
  const { t, i18n } = useLingui()
  const [document, setDocument] = useState<File | null>(null)
  const [selfie, setSelfie] = useState<File | null>(null)
  const [outcome, setOutcome] = useState<LocalIdentityOutcome>('verified')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [failed, setFailed] = useState(false)
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing = { document: document ? undefined : 'required', selfie: selfie ? undefined : 'required' }
    setErrors(missing)
    if (!document || !selfie) return
    const body = new FormData()
    body.set('client_secret', overlay.clientSecret)
    body.set('document', document)
    body.set('selfie', selfie)
    if (overlay.chooseOutcome) body.set('outcome', outcome)
    setSending(true)
    setFailed(false)
    try {
      await submitLocalIdentity(body, i18n.locale)
      overlay.submitted()
    } catch (error) {
      const fields = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors ?? {}
      if (fields.document || fields.selfie)
        setErrors({ document: fields.document?.[0], selfie: fields.selfie?.[0] })
      else setFailed(true)
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="identity-overlay">
      <Stack gap="md">
        <Text>
          {t`Maak een foto van de voorkant van je paspoort, identiteitskaart of rijbewijs, en een selfie. We vergelijken je gezicht met de pasfoto.`}
        </Text>
        <PhotoInput
          label={t`Foto van je identiteitsbewijs`}
          capture="environment"
          error={errors.document}
          onChange={setDocument}
          autoFocus
        />
        <PhotoInput label={t`Selfie`} capture="user" error={errors.selfie} onChange={setSelfie} />
        {overlay.chooseOutcome && (
          <NativeSelect
            label={t`Uitkomst (alleen in de testomgeving)`}
            value={outcome}
            onChange={(e) => setOutcome(e.currentTarget.value as LocalIdentityOutcome)}
            data={LOCAL_IDENTITY_OUTCOMES.map((value) => ({
              value,
              label: i18n._(LOCAL_OUTCOME_LABELS[value]),
            }))}
          />
        )}
        {failed && (
          <Alert color="yellow" role="alert">
            {t`Je foto's konden niet worden verstuurd. Probeer het opnieuw.`}
          </Alert>
        )}
        <Button type="submit" loading={sending}>
          {t`Versturen`}
        </Button>
      </Stack>
    </form>
  )
}

/** One photo (JPEG or PNG) from the camera or a file, with its error in the customer's words. */
function PhotoInput({
  label,
  capture,
  error,
  onChange,
  autoFocus = false,
}: {
  label: string
  capture: 'user' | 'environment'
  error: string | undefined
  onChange: (file: File | null) => void
  autoFocus?: boolean
}) {
  const { i18n } = useLingui()
  const id = useId()
  const text = fieldText(error)
  return (
    <Input.Wrapper label={label} required id={id} error={text && i18n._(text)}>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        capture={capture}
        required
        aria-invalid={Boolean(text)}
        onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
      />
    </Input.Wrapper>
  )
}
