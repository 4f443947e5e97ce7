/**
 * A hot query prepared once per database handle (drizzle's `.prepare()`, with `sql.placeholder` for what
 * varies): its SQL is built on first use instead of on every request. Building a join from the query
 * builder cost GET /cart-item more CPU than PGlite's run of it. On PostgreSQL the name makes it a prepared
 * statement of each pooled connection as well.
 */
export function preparedPerDatabase<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const prepared = new WeakMap<D, Q>()
  return (db) => {
    let query = prepared.get(db)
    if (!query) prepared.set(db, (query = build(db)))
    return query
  }
}
