import * as z from 'zod'

/** An OpenAI-compatible chat-completions endpoint (the profession and the support assistants). */
export interface ChatCompletionOptions {
  /** The chat-completions endpoint, e.g. https://api.openai.com/v1/chat/completions. */
  url: string
  key: string | undefined
  model: string
  timeoutMs?: number
  fetch?: typeof fetch
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
})

/**
 * Asks for a JSON answer (temperature 0, `response_format: json_object`) and parses it with `schema`. Throws
 * on a network failure, a time-out, a status other than 2xx or an answer of another shape; the callers fall
 * back to their local ranking.
 */
export async function askForJson<T>(
  options: ChatCompletionOptions,
  system: string,
  user: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const { url, key, model, timeoutMs = 10_000, fetch: doFetch = fetch } = options
  const res = await doFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
    signal: AbortSignal.timeout(timeoutMs),
    body: JSON.stringify({
      model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    }),
  })
  if (!res.ok) throw new Error(`status ${res.status}`)
  const content = completionSchema.parse(await res.json()).choices[0]?.message.content ?? ''
  return schema.parse(JSON.parse(content))
}
