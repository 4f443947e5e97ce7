/**
 * A large database for the hot-route bench (issue 26 item 4): `seedLarge` migrates and seeds a database
 * as the server does, then adds `n` customers with set-based SQL (INSERT … SELECT generate_series), each
 * with a cart of two items, answers to that cart's questions, a policy, two invoices, an address and a
 * direct-debit mandate. Customer `bench-<i>` (external id) is spread over the seeded partners, the first
 * on `zzp`, so the bench can sign in as `bench-1` by the partner's signature login.
 */
import { mkdirSync } from 'node:fs'
import { openDatabase } from '../api/server/db/client'
import { seed } from '../api/server/db/seed'
import { createLogger } from '../api/server/logger'

/** A PGlite data folder, or a PostgreSQL database by URL. */
export type SeedTarget = { dataDir: string } | { databaseUrl: string }

/** The products a bench customer holds: priced by their base price and answers (no quote of their own). */
const PLAIN_TYPES = `'professional_liability', 'business_liability', 'death_risk'`

/** One statement per step; `$1` is the number of customers. Every step reads the customers it made. */
const STEPS: [string, string][] = [
  [
    'users',
    `insert into users (partner_id, email, external_id, first_name, last_name, profession_id, birth_date,
       phone_number, company_name, chamber_of_commerce_number)
     select (select array_agg(id order by slug <> 'zzp', id) from partners)[1 + (g - 1) % (select count(*) from partners)],
       'bench-' || g || '@example.com', 'bench-' || g, 'Klant', 'Nummer ' || g,
       (select array_agg(id order by id) from professions where risk_class = 1)
         [1 + g % (select count(*) from professions where risk_class = 1)],
       date '1960-01-01' + (g % 12000), '+3161234' || lpad((g % 10000)::text, 4, '0'),
       'Bedrijf ' || g, lpad(g::text, 8, '0')
     from generate_series(1, $1::int) g`,
  ],
  [
    'cart items',
    `insert into cart_items (user_id, insurance_product_id, price_cents, net_price_cents, base_price_cents,
       base_net_price_cents, created_at)
     select u.id, p.id, 2500 + u.id % 1000, 2000 + u.id % 1000, 2500, 2000, now() - k * interval '1 hour'
     from users u
     cross join generate_series(0, 1) k
     join lateral (select array_agg(id order by id) ids from insurance_products where type in (${PLAIN_TYPES})) a on true
     join insurance_products p on p.id = a.ids[1 + (u.id + k) % cardinality(a.ids)]
     where u.external_id like 'bench-%'`,
  ],
  [
    'answers',
    `insert into answers (user_id, question_id, option_id)
     select c.user_id, f.question_id, f.option_id
     from cart_items c
     join users u on u.id = c.user_id and u.external_id like 'bench-%'
     join (select distinct on (q.id) q.id question_id, q.insurance_product_id, o.id option_id
           from questions q join question_options o on o.question_id = q.id
           where q.type = 'single' order by q.id, o.position, o.id) f
       on f.insurance_product_id = c.insurance_product_id`,
  ],
  [
    'policies',
    `insert into policies (user_id, insurance_product_id, started_at, start_date, monthly_price_cents,
       monthly_net_price_cents)
     select u.id, a.ids[1 + (u.id + 2) % cardinality(a.ids)], now() - interval '60 days',
       current_date - 60, 3000, 2500
     from users u
     join lateral (select array_agg(id order by id) ids from insurance_products where type in (${PLAIN_TYPES})) a on true
     where u.external_id like 'bench-%'`,
  ],
  [
    'invoices',
    `insert into invoices (user_id, status, amount_cents, due_date, iban_last4, paid_at)
     select u.id, 'paid', 3000, current_date - 60 + k * 30, '1234', now() - (60 - k * 30) * interval '1 day'
     from users u cross join generate_series(0, 1) k
     where u.external_id like 'bench-%'`,
  ],
  [
    'invoice policies',
    `insert into invoice_policies (invoice_id, policy_id, period_start)
     select i.id, p.id, i.due_date from invoices i join policies p on p.user_id = i.user_id
     join users u on u.id = i.user_id and u.external_id like 'bench-%'`,
  ],
  [
    'addresses',
    `insert into addresses (user_id, type, street, house_number, postal_code, city, country)
     select u.id, 'personal', 'Damrak', (1 + u.id % 200)::text, '1012LG', 'Amsterdam', 'NL'
     from users u where u.external_id like 'bench-%'`,
  ],
  [
    'mandates',
    `insert into payment_mandates (user_id, provider, customer_id, payment_method_id, mandate_id, iban_hash,
       iban_last4)
     select u.id, 'local', 'cus_' || u.id, 'pm_' || u.id, 'mandate_' || u.id, md5(u.id::text) || md5(u.id::text), '1234'
     from users u where u.external_id like 'bench-%'`,
  ],
]

/**
 * Migrates and seeds `target` as the server does, then adds `n` bench customers (refused when it has
 * them already). Answers the seconds each step took.
 */
export async function seedLarge(target: SeedTarget, n = 100_000): Promise<Record<string, number>> {
  const logger = createLogger('warn')
  const source =
    'databaseUrl' in target
      ? { databaseUrl: target.databaseUrl, dataDir: 'memory' }
      : { databaseUrl: undefined, dataDir: target.dataDir }
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true })
  const database = await openDatabase(source, logger)
  const timings: Record<string, number> = {}
  try {
    await database.migrate()
    await seed(database.db, { demoCounts: false })
    const existing = await database.query(`select 1 from users where external_id = 'bench-1' limit 1`, [])
    if (existing.rows.length > 0) throw new Error('the database has bench customers already')
    for (const [name, statement] of STEPS) {
      const started = performance.now()
      await database.query(statement, name === 'users' ? [n] : [])
      timings[name] = (performance.now() - started) / 1000
    }
    const started = performance.now()
    await database.query('analyze', [])
    timings.analyze = (performance.now() - started) / 1000
  } finally {
    await database.close()
  }
  return timings
}
