/**
 * Files the build writes at the site's root for the SPA to fetch: static files, not API routes
 * (routes.ts), served by api/server/http/static.ts like any asset.
 */

/** Each route's chunks beyond the entry's (scripts/route-preloads.ts writes it). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json'
export const ROUTE_CHUNKS_URL = `/${ROUTE_CHUNKS_FILE}`
