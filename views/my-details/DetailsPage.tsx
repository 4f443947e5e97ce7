import { useLingui } from '@lingui/react/macro'
import { Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { LoadFailed } from '../ui/LoadFailed'
import { AddressSection } from './AddressSection'
import { detailsQuery } from './details-query'
import { PaymentSection } from './PaymentSection'
import { CompanySection, PersonSection } from './PersonSection'

/**
 * "Mijn gegevens" (`/user/details`, core §3, issue 18): the person, the company, both addresses and
 * the payment details, each changed in place with the contract's schemas. A customer who has not
 * bought yet sees what there is (name, e-mail address) and adds the rest.
 */
export function DetailsPage() {
  const { t } = useLingui()
  const { http } = useAppDeps()
  const { user: session } = useAuth()
  const details = useQuery({ ...detailsQuery(http, session?.id ?? 0), enabled: session !== null })
  return (
    <Stack gap="lg" data-testid="details-page">
      <Title order={1}>{t`Mijn gegevens`}</Title>
      <Text>{t`Hier zie en wijzig je de gegevens die we van je hebben.`}</Text>
      {details.isPending ? (
        <Loader role="status" aria-label={t`Je gegevens laden…`} />
      ) : details.isError ? (
        <LoadFailed message={t`Je gegevens laden lukt nu niet.`} onRetry={() => void details.refetch()} />
      ) : (
        <>
          <PersonSection user={details.data} />
          <CompanySection user={details.data} />
          <AddressSection user={details.data} type="personal" />
          <AddressSection user={details.data} type="company" />
          <PaymentSection user={details.data} />
        </>
      )}
    </Stack>
  )
}
