import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

/**
 * Drizzle's queries on PGlite as named prepared statements, each parsed and planned once per database.
 *
 * PGlite's `query` sends every statement unnamed: parsed, described and planned again each time. For
 * `GET /cart-item`'s one query that was about 600 µs of which a named statement needs about 200 (measured
 * here, on the same database). So a statement drizzle sends is prepared under a name the first time and
 * only bound and executed after that, the way node-postgres does for a named query. The steps are PGlite's
 * own `query`'s (parse, describe, bind, describe, execute, sync), taken in the same locks, with the
 * statement's parameter types kept from its first description.
 *
 * Kept: the last `STATEMENTS_KEPT` statements used (the oldest is closed to make room); only reads and
 * writes (`select`, `insert`, `update`, `delete`, `with`), not the migrations' DDL or `savepoint`. A named
 * statement outlives a transaction that rolls back, as in PostgreSQL. One that the server no longer knows
 * or that a changed table made stale is forgotten and, outside a transaction, prepared again at once.
 */

const STATEMENTS_KEPT = 500
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i
/** SQLSTATEs of a statement that must be prepared again: gone (26000), or its plan stale (0A000). */
const PREPARE_AGAIN = new Set(['26000', '0A000'])

const mustPrepareAgain = (error: unknown) =>
  error instanceof messages.DatabaseError && PREPARE_AGAIN.has(error.code ?? '')

interface Prepared {
  name: string
  paramTypes: number[]
}

type RunStatement = <R>(
  query: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
) => Promise<Results<R>>

/** Whether `run` takes a query with these options (PGlite's other options take its own `query`). */
export function preparable(query: string, options: QueryOptions | undefined): boolean {
  if (!PREPARABLE.test(query)) return false
  if (!options) return true
  for (const key of Object.keys(options) as (keyof QueryOptions)[]) {
    if (options[key] !== undefined && key !== 'rowMode') return false
  }
  return true
}

/** The statement runner of one PGlite instance (its statements live in its one session). */
export function namedStatements(client: PGlite): RunStatement {
  const { serialize } = protocol
  const kept = new Map<string, Prepared>() // in order of last use
  let made = 0
  const exchange = (message: Uint8Array, options: QueryOptions | undefined) =>
    client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice })

  async function prepared(query: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = kept.get(query)
    if (known) {
      kept.delete(query)
      kept.set(query, known)
      return known
    }
    if (kept.size >= STATEMENTS_KEPT) {
      const [oldest, stale] = kept.entries().next().value!
      kept.delete(oldest)
      await exchange(serialize.close({ type: 'S', name: stale.name }), options)
    }
    made += 1
    const name = `drizzle_${made}`
    await exchange(serialize.parse({ name, text: query, types: [] }), options)
    const described = await exchange(serialize.describe({ type: 'S', name }), options)
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) }
    kept.set(query, statement)
    return statement
  }

  // One exchange in PGlite's own order; the sync always follows, as after any error.
  async function once<R>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    const received: messages.BackendMessage[] = []
    let statement: Prepared | undefined
    let forget = false
    try {
      statement = await prepared(query, options)
      const { name, paramTypes } = statement
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null
        const serialize = client.serializers[paramTypes[index]!]
        return serialize ? serialize(value) : String(value)
      })
      received.push(...(await exchange(serialize.bind({ statement: name, values }), options)))
      received.push(...(await exchange(serialize.describe({ type: 'P' }), options)))
      received.push(...(await exchange(serialize.execute({}), options)))
    } catch (error) {
      forget = statement !== undefined && mustPrepareAgain(error)
      throw error instanceof messages.DatabaseError
        ? Object.assign(error, { query, params, queryOptions: options })
        : error
    } finally {
      received.push(...(await exchange(serialize.sync(), options)))
      // A statement to prepare again is closed once the failed exchange is over (the server skips all
      // until the sync), so that it holds nothing on the server either.
      if (forget) {
        kept.delete(query)
        await exchange(serialize.close({ type: 'S', name: statement!.name }), options)
        await exchange(serialize.sync(), options)
      }
    }
    if (!inTransaction) await client.syncToFs()
    return parse.parseResults(received, client.parsers, options)[0] as Results<R>
  }

  return async function run<R>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<R>> {
    const attempt = () => client._runExclusiveQuery(() => once<R>(query, params, options, inTransaction))
    // Inside a transaction, which holds the transaction lock; outside, the lock as PGlite's `query` takes it.
    if (inTransaction) return attempt()
    await client._checkReady()
    return client._runExclusiveTransaction(async () => {
      try {
        return await attempt()
      } catch (error) {
        if (!mustPrepareAgain(error)) throw error
        return attempt() // forgotten above: prepared again
      }
    })
  }
}
