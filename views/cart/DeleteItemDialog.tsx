import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import type { CartItem } from '../../api/contract/cart'
import { ModalBackdrop } from '../layout/Graphic'

/** Deleting asks first (core §2): the product's name, Close and Delete. */
export function DeleteItemDialog({
  item,
  onClose,
  onDeleted,
  onConfirm,
}: {
  item: CartItem | null
  onClose: () => void
  /** After a delete: the trash button that opened the dialog is gone, so focus goes elsewhere. */
  onDeleted: () => void
  onConfirm: (item: CartItem) => Promise<boolean>
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const onDeletedOnce = () => {
    setDeleted(true)
    onDeleted()
  }
  const name = item?.insurance_product.name ?? ''
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t`Verzekering verwijderen`}
      centered
      zIndex={400}
      overlayProps={{ children: <ModalBackdrop /> }}
      returnFocus={!deleted}
      // Its own "Sluiten" button closes it (and Escape): no second, same-named close button.
      withCloseButton={false}
    >
      {/* A long Dutch compound (Bedrijfsaansprakelijkheidsverzekering) wraps instead of running out at 375 px. */}
      <Text style={{ overflowWrap: 'anywhere' }}>
        <Trans>
          Weet je zeker dat je <strong>{name}</strong> uit je winkelwagen wilt verwijderen?
        </Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t`Sluiten`}
        </Button>
        <Button
          // red.9: white on Mantine's default red (red.6) is 3.3:1, below WCAG AA's 4.5:1 (axe color-contrast).
          color="red.9"
          loading={busy}
          onClick={async () => {
            if (!item) return
            setBusy(true)
            const removed = await onConfirm(item)
            setBusy(false)
            if (removed) onDeletedOnce()
          }}
        >
          {t`Verwijderen`}
        </Button>
      </Group>
    </Modal>
  )
}
