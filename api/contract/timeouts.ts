/** How long the browser waits for the API (core §9), apart from the schemas: the first page's code reads them. */

/** How long the client waits for an answer of the API. */
export const REQUEST_TIMEOUT_MS = 30_000

/**
 * How long the browser waits for the answer once the last byte of an upload is sent (core §9: "document
 * upload timeout 25000 ms after upload"). The upload itself has no time limit (a slow line may take long
 * for 25 MB); the customer can cancel it.
 */
export const UPLOAD_RESPONSE_TIMEOUT_MS = 25_000
