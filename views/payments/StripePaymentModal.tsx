import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Loader, Stack } from '@mantine/core'
import type { Stripe, StripeElements } from '@stripe/stripe-js'
import { useEffect, useRef, useState } from 'react'
import type { PaymentProvider, ReminderPaymentResponse } from '../../api/contract/payments'
import { loadStripeFor } from './stripe-loader'

type StripeProvider = Extract<PaymentProvider, { kind: 'stripe' }>

/**
 * Stripe's Payment Element for the reminder's payment (iDEAL or card, as the payment intent allows).
 * Confirming sends the customer to the bank and back to `/payment/success` with the payment's id.
 */
export function StripePaymentModal({
  payment,
  provider,
}: {
  payment: ReminderPaymentResponse
  provider: StripeProvider
}) {
  const { t, i18n } = useLingui()
  const mount = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  useEffect(() => {
    let cancelled = false
    loadStripeFor(provider.publishable_key, provider.account).then(
      (stripe) => {
        if (cancelled || !mount.current) return
        const locale = i18n.locale as 'nl' | 'en' | 'fr' | 'de'
        const elements = stripe.elements({ clientSecret: payment.client_secret, locale })
        elements.create('payment').mount(mount.current)
        setReady({ stripe, elements })
      },
      () => !cancelled && setFailed(t`Er ging iets mis bij het aanmaken van de betaling.`),
    )
    return () => {
      cancelled = true
    }
  }, [payment.client_secret, provider, i18n.locale, t])
  const pay = async () => {
    if (!ready) return
    setPaying(true)
    const { error } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      confirmParams: { return_url: `${window.location.origin}/payment/success` },
    })
    // Only reached when Stripe did not redirect: its message is in the customer's language.
    setPaying(false)
    setFailed(error.message ?? t`Er ging iets mis bij het aanmaken van de betaling.`)
  }
  return (
    <Stack gap="md">
      {!ready && !failed && <Loader size="sm" />}
      <div ref={mount} />
      {failed && (
        <Alert color="yellow" role="alert">
          {failed}
        </Alert>
      )}
      <Button disabled={!ready} loading={paying} onClick={() => void pay()}>
        {t`Betalen`}
      </Button>
    </Stack>
  )
}
