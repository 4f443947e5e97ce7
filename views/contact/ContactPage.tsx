import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useForm, type AnyFieldApi } from '@tanstack/react-form'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '../../api/client/api-error'
import { sendContact } from '../../api/client/contact'
import {
  CONTACT_ERRORS,
  contactFieldsSchema,
  MAX_CONTACT_DOCUMENTS,
  MAX_QUESTION_LENGTH,
} from '../../api/contract/contact'
import { DocumentUpload, useDocumentUploads } from '../forms/DocumentUpload'
import { showServerFieldErrors } from '../platform/server-field-errors'
import { usePageTitle } from '../layout/page-title'
import { SupportLinks } from '../partner/SupportLinks'
import { useOptionalPartner } from '../partner/use-partner'
import { describeError } from '../platform/error-messages'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { CONTACT_PAGE_TITLE, contactFieldMessage } from './contact-texts'

const BUSY = msg`Wacht tot je bestanden klaar zijn met uploaden.`

/**
 * `/user/inbox/contact` (forms §2 "contact form", §3): the customer's question, with their profession,
 * first name and e-mail address prefilled, and documents if they like; it goes to the partner's support
 * address. Support answers within one business day (forms §9).
 */
export function ContactPage() {
  usePageTitle(CONTACT_PAGE_TITLE)
  const { i18n } = useLingui()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)
  const done = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (sentTo) done.current?.focus()
  }, [sentTo])

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {i18n._(CONTACT_PAGE_TITLE)}
      </Title>
      <Text>
        <Trans>Stel je vraag aan onze klantenservice. Je krijgt binnen één werkdag antwoord.</Trans>
      </Text>
      {sentTo && (
        <Alert
          ref={done}
          tabIndex={-1}
          color="green"
          role="status"
          title={<Trans>Je vraag is verstuurd</Trans>}
          data-testid="contact-sent"
        >
          <Text size="sm">
            <Trans>
              Je krijgt binnen één werkdag antwoord op {sentTo}. Een kopie van je vraag staat in je inbox.
            </Trans>
          </Text>
        </Alert>
      )}
      <ContactForm
        key={formKey}
        onSent={(email) => {
          setSentTo(email)
          setFormKey((k) => k + 1)
        }}
      />
    </Stack>
  )
}

function ContactForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const partner = useOptionalPartner()
  const uploads = useDocumentUploads(http, MAX_CONTACT_DOCUMENTS)
  const [busyError, setBusyError] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({
    defaultValues: {
      profession: user?.profession?.name ?? user?.profession_description ?? '',
      firstName: user?.first_name ?? '',
      email: user?.email ?? '',
      question: '',
    },
    validators: { onSubmit: contactFieldsSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      setBusyError(uploads.busy)
      if (uploads.busy) return
      try {
        await sendContact(http, { ...value, documents: uploads.documentIds })
        onSent(value.email.trim())
      } catch (error) {
        if (!showServerFieldErrors(formApi, error, ['profession', 'firstName', 'email', 'question'])) {
          setFailure(error)
        }
      }
    },
  })
  const errorOf = (field: AnyFieldApi) => {
    const error = (field.state.meta.errors as unknown[])[0]
    return error ? i18n._(contactFieldMessage(error)) : undefined
  }
  const noSupportAddress = isApiError(failure) && failure.body?.code === CONTACT_ERRORS.supportUnavailable
  const failureText = failure && !noSupportAddress ? describeError(failure) : null
  const phone = partner?.support_phone_number ?? null
  const documentsError = isApiError(failure) ? failure.fieldErrors.documents?.[0] : undefined
  const field = (
    name: 'profession' | 'firstName' | 'email',
    label: string,
    autoComplete: string,
    required = true,
  ) => (
    <form.Field name={name}>
      {(f) => (
        <TextInput
          label={label}
          withAsterisk={required}
          autoComplete={autoComplete}
          type={name === 'email' ? 'email' : 'text'}
          value={f.state.value}
          onChange={(e) => f.handleChange(e.currentTarget.value)}
          onBlur={f.handleBlur}
          error={errorOf(f)}
        />
      )}
    </form.Field>
  )

  return (
    <form
      noValidate
      aria-label={t`Contactformulier`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <Stack gap="md">
        {field('profession', t`Beroep`, 'organization-title', false)}
        {field('firstName', t`Voornaam`, 'given-name')}
        {field('email', t`E-mailadres`, 'email')}
        <form.Field name="question">
          {(f) => (
            <Textarea
              label={t`Je vraag`}
              description={t`Hoogstens ${MAX_QUESTION_LENGTH} tekens.`}
              withAsterisk
              autosize
              minRows={5}
              value={f.state.value}
              onChange={(e) => f.handleChange(e.currentTarget.value)}
              onBlur={f.handleBlur}
              error={errorOf(f)}
            />
          )}
        </form.Field>
        <DocumentUpload
          uploads={uploads}
          label={t`Bestanden (optioneel)`}
          error={
            busyError ? i18n._(BUSY) : documentsError ? i18n._(contactFieldMessage(documentsError)) : null
          }
        />
        {noSupportAddress && (
          <Alert
            color="yellow"
            role="alert"
            title={t`Je vraag kan nu niet per e-mail worden verstuurd`}
            data-testid="contact-no-email"
          >
            <Text size="sm">
              {phone ? (
                <Trans>
                  Bel ons op <SupportLinks phone={phone} email={null} />, op werkdagen van 09:00 tot 17:00.
                </Trans>
              ) : (
                <Trans>Probeer het later opnieuw.</Trans>
              )}
            </Text>
          </Alert>
        )}
        {failureText && (
          <Alert color="yellow" role="alert" title={i18n._(failureText.title)}>
            <Text size="sm">{i18n._(failureText.message)}</Text>
          </Alert>
        )}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              {t`Vraag versturen`}
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  )
}
