import { msg } from '@lingui/core/macro'
import { addIntegration, feedbackIntegration, getFeedback } from '@sentry/react'
import { i18n } from '../../i18n/i18n'

type FeedbackForm = Awaited<ReturnType<NonNullable<ReturnType<typeof getFeedback>>['createForm']>>
/** The form of the crash at hand: a second report about it opens it again instead of stacking another. */
let current: { eventId: string | undefined; form: Promise<FeedbackForm> } | undefined

/**
 * Sentry's feedback form, opened by the crash page's "report" action; loaded on that click only. It asks
 * for the customer's words alone (no name, e-mail or screenshot), in the partner's button colours and the
 * page's language (Sentry's own words are English).
 */
export async function openFeedback(eventId: string | undefined): Promise<void> {
  if (!current || current.eventId !== eventId) {
    void current?.form.then(
      (old) => old.removeFromDom(),
      () => undefined,
    )
    const form = createForm(eventId)
    current = { eventId, form }
    // A form that could not be made is made again on the next click.
    form.catch(() => current?.form === form && (current = undefined))
  }
  const { form } = current
  ;(await form).open()
}

async function createForm(eventId: string | undefined): Promise<FeedbackForm> {
  let feedback = getFeedback()
  if (!feedback) {
    feedback = feedbackIntegration({
      autoInject: false,
      showBranding: false,
      showName: false,
      showEmail: false,
      enableScreenshot: false,
      colorScheme: 'light',
      themeLight: {
        accentBackground: 'var(--partner-button-primary, #1f2937)',
        accentForeground: 'var(--partner-button-primary-text, #ffffff)',
      },
      formTitle: i18n._(msg`Probleem melden`),
      messageLabel: i18n._(msg`Wat ging er mis?`),
      messagePlaceholder: i18n._(msg`Wat deed je toen het misging? Vermeld geen persoonlijke gegevens.`),
      isRequiredLabel: i18n._(msg`(verplicht)`),
      submitButtonLabel: i18n._(msg`Versturen`),
      cancelButtonLabel: i18n._(msg`Annuleren`),
      successMessageText: i18n._(msg`Bedankt voor je melding.`),
      errorGenericText: i18n._(msg`Je melding kon niet worden verstuurd. Probeer het later opnieuw.`),
    })
    addIntegration(feedback)
  }
  // The crash's event id as a tag: whoever reads the feedback finds the error it is about.
  const created = await feedback.createForm(eventId ? { tags: { crash_event_id: eventId } } : {})
  created.appendToDom()
  return created
}
