/**
 * A lazily loaded module (or anything loaded once), asked for on every navigation: the first call
 * loads it, every later call gets the same promise, which a guard or loader awaits within the same task.
 * A new `import()` of a module the page has run already still waits for a task of its own, behind the
 * step's renders and the server's answers: 20–25 ms in the middle of profession → products (issue 26).
 * A load that fails is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
