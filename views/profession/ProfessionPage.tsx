import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Paper, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { updateCurrentUser } from '../../api/client/auth'
import { searchProfessions } from '../../api/client/products'
import type { Profession } from '../../api/contract/professions'
import { flowModeOf } from '../../machines/flow-mode'
import { track } from '../analytics/data-layer'
import { useAppDeps } from '../app/deps'
import { useAuth } from '../auth/use-auth'
import { productsQueryKey } from '../cart/cart-query'
import { productsPathOf } from '../checkout/checkout-paths'
import { FunnelFrame } from '../checkout/FunnelFrame'
import { describeError } from '../errors/error-messages'
import { usePageTitle } from '../layout/page-title'
import { SearchIcon } from '../ui/icons'
import { LoadFailed } from '../ui/LoadFailed'
import { AssistantModal } from './AssistantModal'
import { DescribeManually } from './DescribeManually'

/**
 * `/profession` (forms §2): search the catalogue, or let the assistant suggest professions from a
 * description, or describe the work in one's own words. Saving sets the user's profession and goes
 * on to the products that fit it.
 */
export function ProfessionPage({ initialQuery = '' }: { initialQuery?: string }) {
  usePageTitle(msg`Kies je beroep`)
  const { t, i18n } = useLingui()
  const { http, runtime } = useAppDeps()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useRouterState({ select: (s) => s.location })
  const mode = flowModeOf(location.pathname, location.search)
  const { user } = useAuth()
  const currentProfession = user?.profession?.name
  const [query, setQuery] = useState(initialQuery)
  const [debounced] = useDebouncedValue(query.trim(), 250)
  const [selected, setSelected] = useState<Profession | null>(null)
  const selectedName = selected?.name
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [assistantOpen, setAssistantOpen] = useState(false)
  const [manualOpen, setManualOpen] = useState(false)

  const results = useQuery<Profession[]>({
    queryKey: ['professions', i18n.locale, debounced],
    queryFn: ({ signal }) => searchProfessions(http, debounced, signal).then((r) => r.result),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
  // funnel_search: once per search term that got its answer.
  useEffect(() => {
    if (debounced && results.isSuccess && !results.isPlaceholderData)
      track('funnel_search', { search_term: debounced, results: results.data.length })
  }, [debounced, results.isSuccess, results.isPlaceholderData, results.data?.length])

  const list = results.data ?? []
  const options = selected && !list.some((p) => p.id === selected.id) ? [selected, ...list] : list

  const done = async (patch: { profession?: number; profession_description?: string }) => {
    setSaving(true)
    setFailure(null)
    try {
      const updated = await updateCurrentUser(http, { profession_description: null, ...patch })
      runtime.loadedAuth()?.send({ type: 'user.changed', user: updated })
      if (updated.profession)
        track('funnel_profession_select', {
          profession_id: updated.profession.id,
          profession_name: updated.profession.name,
          manual: patch.profession === undefined,
        })
      await queryClient.invalidateQueries({ queryKey: productsQueryKey })
      await navigate({ to: productsPathOf(mode) })
    } catch (error) {
      setFailure(error)
      setSaving(false)
    }
  }
  const failureText = failure ? describeError(failure) : null

  return (
    <FunnelFrame resetStep withCart={false}>
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
          onChange={(e) => setQuery(e.currentTarget.value)}
          autoComplete="off"
          type="search"
          size="md"
          data-autofocus
        />

        <Radio.Group
          value={selected ? String(selected.id) : null}
          onChange={(value) => setSelected(options.find((p) => String(p.id) === value) ?? null)}
          label={debounced ? t`Gevonden beroepen` : t`Beroepen`}
          aria-busy={results.isFetching}
        >
          {results.isPending ? (
            <Stack gap="xs" mt="xs">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={44} radius="md" />
              ))}
            </Stack>
          ) : results.isError ? (
            <LoadFailed
              message={t`De beroepen konden niet worden geladen.`}
              onRetry={() => void results.refetch()}
            />
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

        {failureText && (
          <Alert color="yellow" role="alert">
            {i18n._(failureText.message)}
          </Alert>
        )}

        <Button
          size="md"
          disabled={!selected}
          loading={saving}
          onClick={() => selected && void done({ profession: selected.id })}
        >
          {selectedName ? t`Verder als ${selectedName}` : t`Kies een beroep`}
        </Button>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t`Staat je beroep er niet bij?`}
            </Title>
            <Group gap="sm">
              <Button variant="light" onClick={() => setAssistantOpen(true)}>
                {t`Laat je helpen`}
              </Button>
              <Button
                variant="subtle"
                onClick={() => setManualOpen((open) => !open)}
                aria-expanded={manualOpen}
              >
                {t`Omschrijf je werk zelf`}
              </Button>
            </Group>
            {manualOpen && (
              <DescribeManually
                initial={user?.profession_description ?? ''}
                saving={saving}
                onSubmit={(description) => done({ profession_description: description })}
              />
            )}
          </Stack>
        </Paper>
      </Stack>
      <AssistantModal
        opened={assistantOpen}
        onClose={() => setAssistantOpen(false)}
        onChoose={(profession) => {
          setSelected(profession)
          setAssistantOpen(false)
        }}
      />
    </FunnelFrame>
  )
}
