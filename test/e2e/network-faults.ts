import type { Page, Route } from '@playwright/test'

/**
 * Network faults on the funnel's calls (issue 23): the call reaches the server, which does the work, but
 * the answer never reaches the browser (the connection drops on the way back), once. Answers the bodies
 * of every `method` call of `path` the browser made from then on (the lost one first); `lost` gets the
 * answer the browser never heard (its JSON).
 */
export async function loseFirstAnswer(page: Page, path: string, method = 'POST', lost: unknown[] = []) {
  const bodies: unknown[] = []
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().method() !== method) return route.fallback()
      bodies.push(route.request().postDataJSON())
      if (bodies.length > 1) return route.fallback()
      // The server gets it and answers (Node cannot resolve *.localhost: the request goes to 127.0.0.1
      // with the partner's Host header, as the browser's did) …
      const url = new URL(route.request().url())
      const answer = await route.fetch({
        url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: url.host },
      })
      lost.push(await answer.json().catch(() => null))
      await route.abort('connectionreset') // … but the browser hears a dropped connection
    },
  )
  return bodies
}

/** What the server holds now: a GET of the API with the page's own access token (its JSON answer). */
export const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (path) => {
    const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      access_token: string
    }
    const res = await fetch(path, {
      headers: { Authorization: `Bearer ${access_token}`, 'Accept-Language': 'nl-nl' },
    })
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`)
    return res.json()
  }, path) as Promise<T>
