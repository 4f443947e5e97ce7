import { useLingui } from '@lingui/react/macro'
import { Alert, Button, ColorInput, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ColorKey } from '../../../api/contract/colors'
import { describeFailure } from '../../platform/describe-failure'
import { AREA_LABELS, FALLBACK_AREA, KEY_LABELS } from './color-words'
import type { ColorEditorRef } from './editor-effects'
import classes from './editor.module.css'

/** A colour the browser's picker takes as its value. */
const HEX6 = /^#[0-9a-f]{6}$/i

/**
 * The popup of one edit icon: a colour field per key it paints (and any key a suggestion added), the
 * contrast gate's refusal with the failing pairs and their suggestions, a save failure with a retry;
 * Cancel restores, Continue saves. A labelled dialog; focus goes back to the icon when it closes.
 */
export function ColorPopup({ editor }: { editor: ColorEditorRef }) {
  const { t, i18n } = useLingui()
  const open = useSelector(editor, (s) => s.hasTag('popup'))
  const busy = useSelector(editor, (s) => s.hasTag('busy'))
  const keys = useSelector(editor, (s) => s.context.keys)
  const draft = useSelector(editor, (s) => s.context.draft)
  const refused = useSelector(editor, (s) => (s.matches('refused') ? s.context.failures : []))
  const failure = useSelector(editor, (s) => (s.matches('saveFailed') ? s.context.failure : null))
  const shown = [...new Set([...(keys ?? []), ...(Object.keys(draft) as ColorKey[])])]
  const area = i18n._((keys && AREA_LABELS[keys.join(' ')]) ?? FALLBACK_AREA)
  const label = (key: string) => i18n._(KEY_LABELS[key as ColorKey] ?? FALLBACK_AREA)
  const ratio = (value: number) =>
    new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(value)
  const cancel = () => editor.send({ type: 'user.cancel' })

  return (
    <Modal
      opened={open}
      onClose={() => !busy && cancel()}
      title={t`Kleuren van ${area}`}
      closeButtonProps={{ 'aria-label': t`Sluiten zonder op te slaan` }}
      transitionProps={{ duration: 0 }}
      // A light veil: the page behind is the live preview.
      overlayProps={{ backgroundOpacity: 0.15 }}
      data-admin-editor=""
    >
      <Stack gap="sm">
        <Text size="sm">{t`Je ziet je wijzigingen meteen op de pagina. Pas na Doorgaan worden ze opgeslagen.`}</Text>
        {shown.map((key) => (
          <ColorInput
            key={key}
            label={label(key)}
            value={draft[key] ?? ''}
            format="hex"
            withEyeDropper={false}
            // Mantine's picker sliders have no accessible name (axe: aria-input-field-name); the
            // browser's own colour picker, labelled, takes their place.
            withPicker={false}
            rightSection={
              <input
                type="color"
                className={classes.nativePicker}
                aria-label={t`Kies ${label(key)} in de kleurkiezer`}
                value={HEX6.test(draft[key] ?? '') ? draft[key]!.toLowerCase() : '#000000'}
                disabled={busy}
                onChange={(e) => editor.send({ type: 'user.change', key, value: e.currentTarget.value })}
              />
            }
            disabled={busy}
            onChange={(value) => editor.send({ type: 'user.change', key, value })}
            data-testid={`color-${key}`}
          />
        ))}
        {refused.length > 0 && (
          <Alert
            color="red"
            title={t`Niet opgeslagen: deze kleuren zijn slecht leesbaar`}
            data-testid="contrast-refusal"
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            <List size="sm" spacing="xs">
              {refused.map((f, index) => {
                const pair = t`${label(f.foreground)} op ${label(f.background)}`
                const have = ratio(f.ratio)
                const need = ratio(f.min)
                return (
                  <List.Item key={`${f.foreground}/${f.background}`}>
                    <Text size="sm">{t`${pair}: contrast ${have}:1, minimaal ${need}:1.`}</Text>
                    <Button
                      size="compact-sm"
                      variant="outline"
                      // Dark text on the alert's light red: the partner's primary (bouwzeker's orange) is 2.94:1 there.
                      color="dark"
                      mt={4}
                      styles={{
                        root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4 },
                        label: { whiteSpace: 'normal', textAlign: 'start' },
                      }}
                      onClick={() => editor.send({ type: 'user.useSuggestion', index })}
                    >
                      <span
                        className={classes.swatch}
                        style={{ background: f.suggestion }}
                        aria-hidden="true"
                      />
                      {t`Gebruik ${f.suggestion} voor ${label(f.foreground)}`}
                    </Button>
                  </List.Item>
                )
              })}
            </List>
          </Alert>
        )}
        {failure && (
          <Alert color="red" title={t`Niet opgeslagen`} role="alert">
            <Text size="sm">
              {failure.reason === 'contrast'
                ? t`De server vindt het contrast te laag (de kleuren zijn intussen misschien gewijzigd). Pas een kleur aan of annuleer.`
                : i18n._(describeFailure(failure))}
            </Text>
            {failure.retryable && (
              <Button size="compact-sm" mt="xs" onClick={() => editor.send({ type: 'user.retry' })}>
                {t`Opnieuw proberen`}
              </Button>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={busy}>
            {t`Annuleren`}
          </Button>
          <Button
            onClick={() => editor.send({ type: 'user.continue' })}
            loading={busy}
            disabled={refused.length > 0}
          >
            {t`Doorgaan`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
