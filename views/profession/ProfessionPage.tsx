import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Paper, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { SnapshotFrom } from 'xstate'
import { useUrlFlowMode } from '../platform/use-flow-mode'
import type { ProfessionChoiceMachine } from '../../machines/profession-choice.machine'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { productsPathOf } from '../platform/checkout-paths'
import { FunnelFrame } from '../funnel/FunnelFrame'
import { describeFailure } from '../platform/describe-failure'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { SearchIcon } from '../ui/icons'
import { LoadFailed } from '../ui/LoadFailed'
import { AssistantModal } from './AssistantModal'
import { DescribeManually } from './DescribeManually'
import { prefetchProductsOf, professionChoiceLogic } from './profession-effects'
import classes from './profession.module.css'
import { countJourneys } from '../platform/journey-counting'

type Snapshot = SnapshotFrom<ProfessionChoiceMachine>
const selectQuery = (s: Snapshot) => s.context.query
/** The term of the last search (the catalogue's texts call it `debounced`). */
const selectTerm = (s: Snapshot) => s.context.term
const selectResults = (s: Snapshot) => s.context.results
const selectSearching = (s: Snapshot) => s.matches({ search: 'searching' })
const selectSearchFailed = (s: Snapshot) => s.matches({ search: 'failed' })
const selectSelected = (s: Snapshot) => s.context.selected
const selectSaving = (s: Snapshot) => s.hasTag('busy')
/** Saved, or a catalogue profession being saved: its products are known, so the page goes on (issue 26). */
const selectGoingOn = (s: Snapshot) => s.matches({ choice: 'saved' }) || s.matches({ choice: 'saving' })
const selectFailure = (s: Snapshot) => s.context.failure
const selectManualOpen = (s: Snapshot) => s.matches({ manual: 'open' })

/**
 * `/profession` (forms §2): search the catalogue, or let the assistant suggest professions from a
 * description, or describe the work in one's own words. Saving sets the user's profession and goes
 * on to the products that fit it.
 */
export function ProfessionPage({ initialQuery = '' }: { initialQuery?: string }) {
  usePageTitle(msg`Kies je beroep`)
  const { t, i18n } = useLingui()
  const { runtime, http } = useAppDeps()
  const navigate = useNavigate()
  const mode = useUrlFlowMode()
  const { user } = useAuth()
  const currentProfession = user?.profession?.name
  const logic = useMemo(() => professionChoiceLogic(runtime), [runtime])
  const choice = useActorRef(logic, {
    input: { query: initialQuery, locale: i18n.locale },
    inspect: countJourneys(http),
  })
  const query = useSelector(choice, selectQuery)
  const debounced = useSelector(choice, selectTerm)
  const results = useSelector(choice, selectResults)
  const searching = useSelector(choice, selectSearching)
  const searchFailed = useSelector(choice, selectSearchFailed)
  const selected = useSelector(choice, selectSelected)
  const selectedName = selected?.name
  const saving = useSelector(choice, selectSaving)
  const goingOn = useSelector(choice, selectGoingOn)
  const failure = useSelector(choice, selectFailure)
  const manualOpen = useSelector(choice, selectManualOpen)
  // The catalogue answers in the language shown: a switch asks again.
  useEffect(() => choice.send({ type: 'page.localeChanged', locale: i18n.locale }), [choice, i18n.locale])
  // The products of the chosen profession are asked for while the customer confirms it.
  const selectedId = selected?.id
  const signedIn = user !== null
  useEffect(() => {
    if (signedIn && selectedId !== undefined) prefetchProductsOf(runtime, selectedId)
  }, [runtime, signedIn, selectedId])
  // On to the products that fit the profession.
  useEffect(() => {
    if (goingOn) void navigate({ to: productsPathOf(mode) })
  }, [goingOn, navigate, mode])

  const list = results ?? []
  const options = selected && !list.some((p) => p.id === selected.id) ? [selected, ...list] : list

  return (
    <FunnelFrame resetStep withCart={false}>
      <div className={classes.page}>
        {/* This page has no cart: the column right of the 720 px search is free for the swirl. */}
        <Graphic name="swirl" className={classes.swirl} />
        <Stack gap="lg" maw={720}>
          <Stack gap="xs">
            <Title order={1}>{t`Wat is je beroep?`}</Title>
            <Text>{t`We laten alleen de verzekeringen zien die bij jouw werk passen.`}</Text>
            {currentProfession && (
              <Text size="sm" c="var(--partner-text-muted)" data-testid="current-profession">
                <Trans>Je huidige beroep: {currentProfession}</Trans>
              </Text>
            )}
          </Stack>

          <TextInput
            label={t`Zoek je beroep`}
            placeholder={t`Bijvoorbeeld timmerman of webdeveloper`}
            leftSection={<SearchIcon size={18} />}
            value={query}
            onChange={(e) => choice.send({ type: 'user.search', query: e.currentTarget.value })}
            autoComplete="off"
            type="search"
            size="md"
            data-autofocus
          />

          <Radio.Group
            value={selected ? String(selected.id) : null}
            onChange={(value) => {
              const profession = options.find((p) => String(p.id) === value)
              if (profession) choice.send({ type: 'user.choose', profession })
            }}
            label={debounced ? t`Gevonden beroepen` : t`Beroepen`}
            aria-busy={searching}
          >
            {searchFailed ? (
              <LoadFailed
                message={t`De beroepen konden niet worden geladen.`}
                onRetry={() => choice.send({ type: 'user.retrySearch' })}
              />
            ) : results === null ? (
              <Stack gap="xs" mt="xs">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={44} radius="md" />
                ))}
              </Stack>
            ) : options.length === 0 ? (
              <Text mt="xs" role="status" data-testid="no-professions">
                <Trans>
                  We vonden geen beroep voor ‘{debounced}’. Laat je helpen of omschrijf je werk zelf.
                </Trans>
              </Text>
            ) : (
              <Stack gap={6} mt="xs" data-testid="profession-results">
                {options.map((p) => (
                  <Paper key={p.id} withBorder radius="md" px="md" py="sm">
                    <Radio value={String(p.id)} label={p.name} description={p.description ?? undefined} />
                  </Paper>
                ))}
              </Stack>
            )}
          </Radio.Group>

          {failure && (
            <Alert color="yellow" role="alert">
              {i18n._(describeFailure(failure))}
            </Alert>
          )}

          <Button
            size="md"
            disabled={!selected}
            loading={saving}
            onClick={() => choice.send({ type: 'user.save' })}
          >
            {selectedName ? t`Verder als ${selectedName}` : t`Kies een beroep`}
          </Button>

          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t`Staat je beroep er niet bij?`}
              </Title>
              <Group gap="sm">
                <Button variant="light" onClick={() => choice.send({ type: 'user.openAssistant' })}>
                  {t`Laat je helpen`}
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => choice.send({ type: 'user.toggleManual' })}
                  aria-expanded={manualOpen}
                >
                  {t`Omschrijf je werk zelf`}
                </Button>
              </Group>
              {manualOpen && (
                <DescribeManually
                  initial={user?.profession_description ?? ''}
                  saving={saving}
                  onSubmit={(description) => choice.send({ type: 'user.describe', description })}
                />
              )}
            </Stack>
          </Paper>
        </Stack>
      </div>
      <AssistantModal choice={choice} />
    </FunnelFrame>
  )
}
