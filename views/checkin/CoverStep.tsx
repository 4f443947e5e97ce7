import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { coversPeriod } from '../../api/contract/checkin'
import type { Policy } from '../../api/contract/policies'
import { formatDate } from '../../i18n/format'
import { hyphenate } from '../ui/hyphenate'
import type { CheckinRef } from './checkin-runtime'
import { CheckinTitle } from './CheckinTitle'
import classes from './checkin.module.css'

/**
 * Step 2: which of the freelancer's current policies cover the assignment. One that does not run over the
 * whole period is shown with the reason and cannot be chosen; with none that does, the way to insure.
 */
export function CoverStep({ actor }: { actor: CheckinRef }) {
  const { t, i18n } = useLingui()
  const policies = useSelector(actor, (s) => s.context.policies)
  const assignment = useSelector(actor, (s) => s.context.assignment)!
  const chosenBefore = useSelector(actor, (s) => s.context.chosen)
  // What is ticked is the form's own until it is sent (the journey keeps it after).
  const [chosen, setChosen] = useState<string[]>(chosenBefore.map(String))
  const [error, setError] = useState(false)
  const fits = (p: Policy) => coversPeriod(p, assignment)
  const usable = policies.filter(fits)
  const from = formatDate(assignment.period_from, i18n.locale)
  const until = formatDate(assignment.period_to, i18n.locale)
  const back = () => actor.send({ type: 'user.back' })

  const submit = () => {
    if (chosen.length === 0) return setError(true)
    actor.send({ type: 'user.chooseCover', policies: chosen.map(Number) })
  }

  return (
    <Stack gap="md">
      <CheckinTitle>{t`Welke verzekering geldt voor deze opdracht?`}</CheckinTitle>
      <Text>
        <Trans>
          Kies de verzekeringen die je aan je opdrachtgever bevestigt. Ze moeten lopen over de hele periode
          van {from} tot en met {until}.
        </Trans>
      </Text>
      {usable.length === 0 && (
        <Alert color="yellow" role="status" data-testid="checkin-no-fitting-cover">
          <Text size="sm">
            <Trans>
              Geen van je verzekeringen loopt over de hele periode van deze opdracht. Pas de periode aan, of
              sluit een verzekering af die deze periode dekt.
            </Trans>
          </Text>
          <Group mt="sm">
            <Button size="xs" component={Link} to="/products/available-products">
              {t`Bekijk de verzekeringen`}
            </Button>
          </Group>
        </Alert>
      )}
      <Checkbox.Group
        label={t`Je lopende verzekeringen`}
        value={chosen}
        onChange={(value) => {
          setChosen(value)
          setError(false)
        }}
        error={error ? t`Kies minstens één verzekering.` : undefined}
      >
        <Stack gap="sm" mt="xs">
          {policies.map((p) => (
            <PolicyOption key={p.id} policy={p} fits={fits(p)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="sm">
        <Button size="md" onClick={submit} disabled={usable.length === 0}>
          {t`Verder`}
        </Button>
        <Button variant="subtle" size="md" onClick={back}>
          {t`Vorige stap`}
        </Button>
      </Group>
    </Stack>
  )
}

function PolicyOption({ policy, fits }: { policy: Policy; fits: boolean }) {
  const { t, i18n } = useLingui()
  const number = policy.number
  const start = formatDate(policy.start_date, i18n.locale)
  const end = policy.end_date ? formatDate(policy.end_date, i18n.locale) : null
  return (
    <Paper withBorder radius="md" p="sm" className={classes.facts}>
      <Checkbox
        value={String(policy.id)}
        disabled={!fits}
        label={<Text fw={700}>{hyphenate(policy.product.name)}</Text>}
        description={
          <>
            <Trans>Polisnummer {number}</Trans>
            {' · '}
            {end ? (
              <Trans>
                Van {start} tot en met {end}
              </Trans>
            ) : (
              <Trans>Sinds {start}, loopt door</Trans>
            )}
            {!fits && (
              <>
                <br />
                {t`Loopt niet over de hele periode van de opdracht.`}
              </>
            )}
          </>
        }
      />
    </Paper>
  )
}
