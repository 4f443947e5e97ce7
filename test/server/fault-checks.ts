import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { DatabaseHandle } from '../../api/server/db/client'

/** `execute`'s rows: the Database type is generic over PGlite and node-postgres; both answer `{ rows }`. */
const rowsOf = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows

/**
 * What the fault tests check in the database once the servers are stopped: per customer (by external
 * id) how many purchases, policies, invoices and debits there are, and what became of the jobs.
 */
export async function ledgerOf(database: DatabaseHandle, externalIds: readonly string[]) {
  const rows = await rowsOf<{
    who: string
    purchases: number
    policies: number
    invoices: number
    debits: number
    unpaid: number
    unsettled: number
    policy_mails: number
  }>(
    database,
    sql`
      select u.external_id as who,
        (select count(*) from purchase_requests r where r.user_id = u.id)::int as purchases,
        (select count(*) from policies p where p.user_id = u.id)::int as policies,
        (select count(*) from invoices i where i.user_id = u.id)::int as invoices,
        (select count(*) from payments m where m.user_id = u.id and m.method = 'sepa_debit')::int as debits,
        (select count(*) from invoices i where i.user_id = u.id and i.status <> 'paid')::int as unpaid,
        (select count(*) from payments m where m.user_id = u.id and m.status <> 'succeeded')::int as unsettled,
        (select count(*) from messages x where x.user_id = u.id and x.kind = 'policy')::int as policy_mails
      from users u
      where u.external_id in (${sql.join(
        externalIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by u.external_id`,
  )
  return {
    customers: rows.length,
    /** Anything there twice (or missing) for a customer who bought once. */
    duplicates: rows.filter(
      (r) => r.purchases !== 1 || r.policies !== 1 || r.invoices !== 1 || r.debits !== 1,
    ),
    unsettled: rows.filter((r) => r.unpaid > 0 || r.unsettled > 0),
  }
}

/** Jobs per queue and state; the failed ones with their output (a job failed on its last try). */
export async function jobFigures(database: DatabaseHandle) {
  const rows = await rowsOf<{ name: string; state: string; n: number }>(
    database,
    sql`select name, state, count(*)::int as n from pgboss.job group by name, state order by name, state`,
  )
  const failed = await rowsOf<{ name: string; output: unknown }>(
    database,
    sql`select name, output from pgboss.job where state = 'failed'`,
  )
  const completed = Object.fromEntries(rows.filter((r) => r.state === 'completed').map((r) => [r.name, r.n]))
  return { rows, failed, completed }
}

/**
 * What both fault tests require once their servers stopped: each of the `externalIds` customers bought
 * exactly once (one purchase, policy, invoice, debit and policy e-mail), everything settled, no job
 * failed. Answers the ledger and the job figures for the test's own checks and its printed summary.
 */
export async function expectEachOnce(database: DatabaseHandle, externalIds: readonly string[]) {
  const ledger = await ledgerOf(database, externalIds)
  expect(ledger.customers).toBe(externalIds.length)
  expect(ledger.duplicates).toEqual([])
  expect(ledger.unsettled).toEqual([])
  const jobs = await jobFigures(database)
  expect(jobs.failed).toEqual([])
  return { ledger, jobs }
}
