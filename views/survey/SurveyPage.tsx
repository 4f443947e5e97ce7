import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Anchor,
  Button,
  Container,
  Input,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, type ChangeEvent } from 'react'
import { answerSurvey } from '../../api/client/survey'
import {
  MAX_FEEDBACK_LENGTH,
  SURVEY_RATINGS,
  surveyFormSchema,
  type Survey,
  type SurveySlug,
} from '../../api/contract/survey'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { productsQuery } from '../cart/cart-query'
import { describeError } from '../platform/error-messages'
import { usePageTitle } from '../layout/page-title'
import { hyphenate } from '../ui/hyphenate'
import { LoadFailed } from '../ui/LoadFailed'
import { surveyQuery } from './survey-query'
import { RATING_LABELS, SURVEY_PAGE_TITLE, surveyErrorMessage, surveyTitle } from './survey-texts'

const PRODUCTS_PATH = '/products/available-products'
const max = MAX_FEEDBACK_LENGTH

/**
 * `/survey/:slug/:productId/*` (core §2, forms §9): the customer rates the purchase, cancellation or
 * service from 1 to 5 and may add feedback. After answering (also after a reload) the page thanks them.
 */
export function SurveyPage({ slug, productId }: { slug: SurveySlug; productId: number }) {
  usePageTitle(SURVEY_PAGE_TITLE)
  const { t, i18n } = useLingui()
  const { http, queryClient } = useAppDeps()
  const { user, signedIn } = useAuth()
  const answerQuery = surveyQuery(http, user?.id ?? null, slug, productId)
  const answer = useQuery(answerQuery)
  const products = useQuery(productsQuery(http, i18n.locale, user?.profession?.id ?? null, signedIn))
  const product = products.data?.find((p) => p.id === productId)?.name ?? null
  const send = useMutation({
    mutationFn: (values: { rating: number; feedback?: string | null }) =>
      answerSurvey(http, { slug, product: productId, ...values }),
    onSuccess: (saved) => queryClient.setQueryData(answerQuery.queryKey, saved),
  })

  return (
    <Container size="sm" py="xl" px="md" w="100%">
      <Stack gap="lg">
        {products.isPending ? (
          <Skeleton height={36} radius="sm" role="status" aria-label={t`Laden`} />
        ) : (
          <Title
            order={1}
            fz={{ base: 'h2', sm: 'h1' }}
            data-testid="survey-title"
            style={{ overflowWrap: 'anywhere' }}
          >
            {i18n._(surveyTitle(slug, product && hyphenate(product)))}
          </Title>
        )}
        {answer.isPending ? (
          <Skeleton height={220} radius="md" role="status" aria-busy="true" aria-label={t`Laden`} />
        ) : answer.isError ? (
          <LoadFailed
            message={t`We konden niet nagaan of je deze vragen al hebt beantwoord.`}
            onRetry={() => void answer.refetch()}
          />
        ) : answer.data ? (
          <Thanks survey={answer.data} />
        ) : (
          <SurveyForm
            onSubmit={(values) => send.mutateAsync(values).then(() => undefined)}
            failure={send.error}
          />
        )}
        <Anchor component={Link} to={PRODUCTS_PATH} style={{ alignSelf: 'flex-start' }}>
          {t`Terug naar de verzekeringen`}
        </Anchor>
      </Stack>
    </Container>
  )
}

/** The rating and feedback, checked with the contract's schema; a failed send shows why, with a retry. */
function SurveyForm({
  onSubmit,
  failure,
}: {
  onSubmit: (values: { rating: number; feedback?: string | null }) => Promise<void>
  failure: unknown
}) {
  const { t, i18n } = useLingui()
  const form = useForm({
    defaultValues: { rating: null as number | null, feedback: '' },
    validators: { onSubmit: surveyFormSchema },
    onSubmit: async ({ value }) => {
      try {
        await onSubmit(surveyFormSchema.parse(value))
      } catch {
        // The mutation keeps the error; the alert below shows it.
      }
    },
  })
  const feedbackId = useId()
  const failureText = failure ? describeError(failure) : null
  const submit = () => void form.handleSubmit()

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="lg">
        <form.Field name="rating">
          {(field) => (
            <Radio.Group
              label={t`Hoe tevreden ben je?`}
              withAsterisk
              value={field.state.value === null ? null : String(field.state.value)}
              onChange={(value) => field.handleChange(Number(value))}
              error={
                field.state.meta.errors[0]
                  ? i18n._(surveyErrorMessage('rating', field.state.meta.errors[0]))
                  : undefined
              }
            >
              <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs" mt="xs">
                {SURVEY_RATINGS.map((rating) => (
                  <Paper key={rating} withBorder radius="md" p="sm">
                    <Radio value={String(rating)} label={i18n._(RATING_LABELS[rating]!)} />
                  </Paper>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        </form.Field>
        <form.Field name="feedback">
          {(field) => (
            // Input.Wrapper + Input rather than Textarea: these ship with the first page already, so the
            // survey does not split Mantine's InputBase out of the welcome page's chunk (its 200 KB budget).
            <Input.Wrapper
              id={feedbackId}
              label={t`Wil je nog iets kwijt?`}
              description={t`Optioneel. Wat ging goed, wat kan beter? Hoogstens ${max} tekens.`}
              error={
                field.state.meta.errors[0]
                  ? i18n._(surveyErrorMessage('feedback', field.state.meta.errors[0]))
                  : undefined
              }
            >
              <Input
                component="textarea"
                multiline
                rows={5}
                error={field.state.meta.errors.length > 0}
                value={field.state.value}
                onChange={(e: ChangeEvent<HTMLTextAreaElement>) => field.handleChange(e.currentTarget.value)}
                onBlur={field.handleBlur}
                styles={{ input: { resize: 'vertical', paddingBlock: 'var(--mantine-spacing-xs)' } }}
              />
            </Input.Wrapper>
          )}
        </form.Field>
        {failureText && (
          <Alert color="yellow" role="alert" title={i18n._(failureText.title)}>
            <Text size="sm">{i18n._(failureText.message)}</Text>
            <Button size="xs" variant="light" mt="xs" onClick={submit}>
              {t`Opnieuw proberen`}
            </Button>
          </Alert>
        )}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              {t`Versturen`}
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  )
}

/** The answer is stored: thanks, and what was given. */
function Thanks({ survey }: { survey: Survey }) {
  const { i18n } = useLingui()
  const rating = RATING_LABELS[survey.rating]
  const label = rating ? i18n._(rating) : null
  return (
    <Alert
      color="green"
      role="status"
      data-testid="survey-thanks"
      title={<Trans>Bedankt voor je mening!</Trans>}
    >
      <Stack gap="xs">
        <Text size="sm">
          <Trans>We hebben je antwoord ontvangen. Zo kunnen we onze dienstverlening verbeteren.</Trans>
        </Text>
        {label && (
          <Text size="sm">
            <Trans>Je antwoord: {label}</Trans>
          </Text>
        )}
      </Stack>
    </Alert>
  )
}
