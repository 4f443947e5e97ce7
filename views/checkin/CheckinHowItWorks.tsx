import { useLingui } from '@lingui/react/macro'
import { List, ThemeIcon } from '@mantine/core'

/** The check-in's four steps in words, as its steps bar names them. */
export function CheckinHowItWorks() {
  const { t } = useLingui()
  const steps = [
    t`Je vertelt over de opdracht: je opdrachtgever, wat je gaat doen en van wanneer tot wanneer.`,
    t`Je kiest welke van je lopende verzekeringen voor deze opdracht gelden.`,
    t`Je voegt de gevraagde documenten toe, zoals een uittreksel van de KvK.`,
    t`Je verstuurt de check-in. Je opdrachtgever krijgt een e-mail met een link naar de bevestiging; jij een kopie.`,
  ]
  return (
    <List type="ordered" spacing="sm" icon={undefined} styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
      {steps.map((step, i) => (
        <List.Item
          key={step}
          icon={
            <ThemeIcon size={24} radius="xl" aria-hidden>
              {i + 1}
            </ThemeIcon>
          }
        >
          {step}
        </List.Item>
      ))}
    </List>
  )
}
