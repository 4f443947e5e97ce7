import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button, Container } from '@mantine/core'
import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { ErrorCode } from '../../api/contract/error-catalogue'
import type { AuthFailure } from '../../machines/auth/auth.types'
import { ERROR_MESSAGES } from '../platform/error-messages'
import { useAuth, useAuthSend } from '../platform/use-auth'
import { Notice } from '../ui/Notice'

const TEXT: Record<AuthFailure['reason'], MessageDescriptor> = {
  loginFailed: ERROR_MESSAGES[ErrorCode.loginFailed],
  invalidLink: ERROR_MESSAGES[ErrorCode.invalidLink],
  brokerQuote: msg`Deze offertelink is verlopen. Vraag je adviseur om een nieuwe.`,
  sessionExpired: msg`Je sessie is verlopen. Log opnieuw in.`,
  network: ERROR_MESSAGES[ErrorCode.network],
  quote_expired: msg`Deze offerte is verlopen. Vraag je adviseur om een nieuwe.`,
  quote_used: msg`Deze offerte is al gebruikt. Vraag je adviseur om een nieuwe.`,
}

/**
 * Says why a sign-in failed or a session ended (core §8), and offers a retry when a refresh failed offline
 * or the signed-in user could not be loaded (one button: the retry goes to both).
 */
export function AuthNotice() {
  const { i18n } = useLingui()
  const auth = useAuth()
  const send = useAuthSend()
  const [dismissed, setDismissed] = useState<unknown>(null)
  // The sign-in pages and the quotation page (an ended quote, with its broker) say it in their own words.
  const onSignInPage = useLocation({
    select: (l) => l.pathname.startsWith('/sign-in') || l.pathname.startsWith('/checkout/quotation'),
  })
  if (auth.refreshFailed || auth.userFailed) {
    return (
      <Container size="lg" pt="md">
        <Notice>
          {i18n._(ERROR_MESSAGES[ErrorCode.network])}{' '}
          <Button size="compact-sm" variant="default" onClick={() => send({ type: 'session.retryRefresh' })}>
            <Trans>Opnieuw proberen</Trans>
          </Button>
        </Notice>
      </Container>
    )
  }
  if (!auth.failure || dismissed === auth.failure || onSignInPage) return null
  return (
    <Container size="lg" pt="md">
      <Notice closeLabel={i18n._(msg`Sluiten`)} onClose={() => setDismissed(auth.failure)}>
        {i18n._(TEXT[auth.failure.reason])}
      </Notice>
    </Container>
  )
}
