import { types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite'
import { namedStatements, preparable } from './pglite-statements'

/**
 * PGlite as drizzle's client: its type parsers set up so that drizzle's queries do not pay for them, and
 * drizzle's statements prepared once (db/pglite-statements.ts).
 *
 * A query that brings its own `parsers` makes PGlite copy the instance's (one per type and one per array
 * type: about 370) into a new object before it reads a row. That copy took about 100 µs a query here, a
 * seventh of `GET /cart-item`'s one query. Drizzle brings the same nine with every query: timestamps,
 * dates, intervals, numeric and their arrays, all left as the text PostgreSQL sends, for its own column
 * mappers. So the instance's own parsers for those nine become drizzle's (`forDrizzle`), drizzle's queries
 * go without, and every other user of the instance (pg-boss, the rate limiter's SQL) gets those columns
 * parsed as a plain PGlite would (`asUsual`).
 */

/** The types drizzle reads as text (drizzle-orm/pglite/session.js). */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const

type Parser = types.Parser
const asText: Parser = (value) => value
const elementOf: Record<number, number> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
}

/** What a plain PGlite parses those nine types with: its default parsers, arrays of them element by element. */
const USUAL: Record<number, Parser> = Object.fromEntries(
  AS_TEXT.map((oid) => {
    const element = elementOf[oid]
    if (element === undefined) return [oid, types.parsers[oid] ?? asText]
    const parse = types.parsers[element] ?? asText
    return [oid, (value: string) => types.arrayParser(value, parse, oid)]
  }),
)

/** Query options that ask for exactly drizzle's parsers: those it may leave out once the instance has them. */
function onlyDrizzles(options: QueryOptions | undefined): boolean {
  const parsers = options?.parsers
  if (!parsers) return false
  for (const key of Object.keys(parsers)) {
    if (!(AS_TEXT as readonly number[]).includes(Number(key)) || parsers[Number(key)] === undefined)
      return false
  }
  return true
}

const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined =>
  onlyDrizzles(options) ? { ...options, parsers: undefined } : options

/**
 * Gives `client` drizzle's nine parsers as its own, once it is ready (PGlite sets its array types up while
 * it starts), and answers the two views of it: the one to hand to drizzle and the usual one for the rest.
 */
export function drizzleClient(client: PGlite) {
  for (const oid of AS_TEXT) client.parsers[oid] = asText
  return { forDrizzle: forDrizzle(client), asUsual: asUsual(client) }
}

/**
 * `client` for drizzle: its queries, in and out of transactions, without their copy of the parsers and as
 * named statements (db/pglite-statements.ts) where they can be.
 */
function forDrizzle(client: PGlite) {
  const run = namedStatements(client)
  const queries =
    (target: PGlite | Transaction, inTransaction: boolean) =>
    <R>(query: string, params: unknown[] = [], options?: QueryOptions) => {
      const lean = withoutParsers(options)
      return preparable(query, lean)
        ? run<R>(query, params, lean, inTransaction)
        : target.query<R>(query, params, lean)
    }
  return {
    query: queries(client, false),
    transaction: <R>(fn: (tx: Transaction) => Promise<R>) =>
      client.transaction((tx) =>
        // The transaction's other members (`closed` is a getter) stay the transaction's own.
        fn(Object.create(tx, { query: { value: queries(tx, true) } }) as Transaction),
      ),
  }
}

/**
 * `client` as any other library expects PGlite to be: timestamps and dates parsed as usual. Its answers
 * come with the text of those types and are parsed here, column by column: passing PGlite's usual parsers
 * with the query would copy the instance's again, the cost this module is for.
 */
function asUsual(client: PGlite) {
  return {
    query: async <R>(query: string, params?: unknown[], options?: QueryOptions) =>
      asParsedUsually(await client.query<R>(query, params, options), options),
    exec: async (query: string, options?: QueryOptions) =>
      (await client.exec(query, options)).map((result) => asParsedUsually(result, options)),
    listen: client.listen.bind(client),
  }
}

/** `result` with the columns of the nine types, which came as text, parsed as a plain PGlite does. */
function asParsedUsually<T extends Results<unknown>>(result: T, options: QueryOptions | undefined): T {
  const own = options?.parsers ?? {}
  // By the column's place in an array row, or by its name in an object row (where a later column of the
  // same name is the one kept).
  const columns = new Map<number | string, Parser>()
  result.fields.forEach(({ name, dataTypeID }, index) => {
    const parse = USUAL[dataTypeID]
    const key = options?.rowMode === 'array' ? index : name
    if (parse && !own[dataTypeID]) columns.set(key, parse)
    else columns.delete(key)
  })
  if (columns.size === 0) return result
  for (const row of result.rows as Record<number | string, unknown>[]) {
    for (const [key, parse] of columns) {
      const value = row[key]
      if (typeof value === 'string') row[key] = parse(value)
    }
  }
  return result
}
