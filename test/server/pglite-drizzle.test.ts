import { PGlite, types, type QueryOptions } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzleClient } from '../../api/server/db/pglite-drizzle'

// The nine parsers drizzle passes with each query (drizzle-orm/pglite/session.js): text as sent.
const text = (value: string) => value
const DRIZZLES: QueryOptions['parsers'] = {
  [types.TIMESTAMP]: text,
  [types.TIMESTAMPTZ]: text,
  [types.INTERVAL]: text,
  [types.DATE]: text,
  1231: text,
  1115: text,
  1185: text,
  1187: text,
  1182: text,
}

// Every type whose parser the split moves, alone and in arrays, with an infinity and a null among them.
const EVERY_TYPE = `select
  timestamp '2026-11-29 10:11:12.5' as ts, timestamptz '2026-11-29 10:11:12+01' as tstz,
  date '2026-11-29' as d, date 'infinity' as d_inf, interval '1 day 2 hours' as iv, 12.50::numeric as n,
  array[timestamp '2026-01-02 03:04:05', null] as ts_a, array[timestamptz '2026-01-02 03:04:05+00'] as tstz_a,
  array[date '2026-01-02', date '-infinity'] as d_a, array[interval '3 minutes'] as iv_a,
  array[1.5, 2]::numeric[] as n_a, $1::int as i, 'tekst' as t`

describe('PGlite with drizzle’s parsers as its own (db/pglite-drizzle.ts)', () => {
  let plain: PGlite
  let split: PGlite
  let views: ReturnType<typeof drizzleClient>
  beforeAll(async () => {
    plain = new PGlite()
    split = new PGlite()
    await Promise.all([plain.waitReady, split.waitReady])
    views = drizzleClient(split)
  })
  afterAll(async () => {
    await Promise.all([plain.close(), split.close()])
  })

  it('answers every other user exactly as a plain PGlite does: dates as dates, arrays element by element', async () => {
    const usual = await plain.query(EVERY_TYPE, [7])
    const viaUsual = await views.asUsual.query(EVERY_TYPE, [7])
    expect(viaUsual.rows).toEqual(usual.rows)
    const row = viaUsual.rows[0] as Record<string, unknown>
    expect(row.ts).toBeInstanceOf(Date)
    expect(row.d_inf).toBe(Infinity)
    expect((row.ts_a as unknown[])[0]).toBeInstanceOf(Date)
    expect(row.n_a).toEqual(['1.5', '2'])
    // exec too (pg-boss sends its parameterless statements there), and a caller's own parsers still win.
    const [execUsual] = await plain.exec(EVERY_TYPE.replace('$1::int', '7'))
    const [execSplit] = await views.asUsual.exec(EVERY_TYPE.replace('$1::int', '7'))
    expect(execSplit!.rows).toEqual(execUsual!.rows)
    // Rows as arrays, and a name given twice (the later column is the one an object row keeps).
    const arrays = { rowMode: 'array' } as const
    expect((await views.asUsual.query(EVERY_TYPE, [7], arrays)).rows).toEqual(
      (await plain.query(EVERY_TYPE, [7], arrays)).rows,
    )
    for (const twice of [
      `select date '2026-01-01' as x, 'tekst' as x`,
      `select 'tekst' as x, date '2026-01-01' as x`,
    ]) {
      expect((await views.asUsual.query(twice)).rows).toEqual((await plain.query(twice)).rows)
    }
    const own = await views.asUsual.query(EVERY_TYPE, [7], { parsers: { [types.DATE]: () => 'mine' } })
    expect((own.rows[0] as Record<string, unknown>).d).toBe('mine')
  })

  it('answers drizzle’s queries as drizzle’s own parsers would, in and out of a transaction', async () => {
    const expected = (await plain.query(EVERY_TYPE, [7], { rowMode: 'array', parsers: DRIZZLES })).rows
    const direct = await views.forDrizzle.query(EVERY_TYPE, [7], { rowMode: 'array', parsers: DRIZZLES })
    expect(direct.rows).toEqual(expected)
    expect((direct.rows[0] as unknown[])[0]).toBe('2026-11-29 10:11:12.5')
    let closedInside: boolean | undefined
    const { rows, tx } = await views.forDrizzle.transaction(async (tx) => {
      closedInside = tx.closed
      const result = await tx.query(EVERY_TYPE, [7], { rowMode: 'array', parsers: DRIZZLES })
      return { rows: result.rows, tx }
    })
    expect(rows).toEqual(expected)
    expect(closedInside).toBe(false)
    expect(tx.closed).toBe(true) // the transaction's own state, not a copy taken when it began
  })

  it('leaves drizzle’s copy of the parsers out, and passes any other parsers on', async () => {
    const seen: (QueryOptions | undefined)[] = []
    const fake = {
      parsers: {} as Record<number, unknown>,
      query: async (_q: string, _p?: unknown[], options?: QueryOptions) => {
        seen.push(options)
        return { rows: [], fields: [] }
      },
      transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn({ query: fake.query, closed: false }),
      exec: async () => [],
      listen: async () => async () => undefined,
    }
    const { forDrizzle } = drizzleClient(fake as unknown as PGlite)
    expect(fake.parsers[types.TIMESTAMP]).toBeTypeOf('function')
    // Statements that are not prepared (here: not a read or a write) go to PGlite's own query.
    await forDrizzle.query('show timezone', [], { rowMode: 'array', parsers: DRIZZLES })
    await forDrizzle.transaction((tx) =>
      tx.query('show timezone', [], { rowMode: 'object', parsers: DRIZZLES }),
    )
    const other = { [types.JSON]: text }
    await forDrizzle.query('select 1', [], { rowMode: 'array', parsers: other })
    expect(seen).toEqual([
      { rowMode: 'array', parsers: undefined },
      { rowMode: 'object', parsers: undefined },
      { rowMode: 'array', parsers: other },
    ])
  })
})

describe('drizzle’s statements prepared once (db/pglite-statements.ts)', () => {
  let plain: PGlite
  let split: PGlite
  let db: ReturnType<typeof drizzleClient>['forDrizzle']
  /** The named statements the database holds (this query itself is unnamed, so not among them). */
  const prepared = async () =>
    (await split.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n
  beforeAll(async () => {
    plain = new PGlite()
    split = new PGlite()
    await Promise.all([plain.waitReady, split.waitReady])
    db = drizzleClient(split).forDrizzle
    for (const client of [plain, split]) await client.exec('create table t (id int primary key, a text)')
  })
  afterAll(async () => {
    await Promise.all([plain.close(), split.close()])
  })

  it('answers as PGlite’s own query does, the first time and from the prepared statement after', async () => {
    const expected = (await plain.query(EVERY_TYPE, [7], { rowMode: 'array', parsers: DRIZZLES })).rows
    for (let i = 0; i < 3; i += 1) {
      const { rows } = await db.query(EVERY_TYPE, [7], { rowMode: 'array', parsers: DRIZZLES })
      expect(rows).toEqual(expected)
    }
    expect(await prepared()).toBe(1)
    // Writes count their rows, and parameters keep their types (a null, a number as text).
    const written = await db.query('insert into t (id, a) values ($1, $2), ($3, $4)', [1, null, 2, 'b'])
    expect(written.affectedRows).toBe(2)
    const read = await db.query<{ id: number; a: string | null }>('select * from t order by id', [], {
      rowMode: 'object',
    })
    expect(read.rows).toEqual([
      { id: 1, a: null },
      { id: 2, a: 'b' },
    ])
  })

  it('keeps a statement made in a transaction that rolls back, and the transaction’s own state', async () => {
    const query = 'select a from t where id = $1'
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id, a) values ($1, $2)', [3, 'c'])
        expect((await tx.query(query, [3])).rows).toEqual([{ a: 'c' }])
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect((await db.query(query, [3])).rows).toEqual([])
    expect((await db.query(query, [2])).rows).toEqual([{ a: 'b' }])
  })

  it('reports a failed statement as PGlite does and goes on: a syntax error, a duplicate key in a transaction', async () => {
    const broken = await db.query('select * fro t', []).catch((error: unknown) => error)
    expect(broken).toMatchObject({ code: '42601', query: 'select * fro t' })
    const duplicate = await db
      .transaction((tx) => tx.query('insert into t (id, a) values ($1, $2)', [1, 'again']))
      .catch((error: unknown) => error)
    expect(duplicate).toMatchObject({ code: '23505' })
    expect((await db.query('select count(*)::int as n from t', [])).rows).toEqual([{ n: 2 }])
  })

  it('prepares a statement again when a changed table made it stale', async () => {
    const query = 'select * from t where id = $1'
    expect((await db.query(query, [2])).rows).toEqual([{ id: 2, a: 'b' }])
    await split.exec('alter table t add column b int')
    expect((await db.query(query, [2])).rows).toEqual([{ id: 2, a: 'b', b: null }])
    await split.exec('alter table t drop column b')
  })

  it('keeps at most 500 statements, closing the least recently used', async () => {
    for (let i = 0; i < 520; i += 1) {
      const { rows } = await db.query<{ n: number }>(`select $1::int + ${i} as n`, [1])
      expect(rows[0]!.n).toBe(i + 1)
    }
    expect(await prepared()).toBe(500)
    expect((await db.query(EVERY_TYPE, [7])).rows).toHaveLength(1)
  })
})
