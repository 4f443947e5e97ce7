import type { WebSocket } from 'ws'

/** How often a socket is pinged; one that has not answered the previous ping by then is dropped. */
export const PING_INTERVAL_MS = 30_000

/**
 * Pings a socket and terminates it when a ping goes unanswered, so half-open connections (a laptop
 * closed, a mobile network gone) do not stay subscribed forever. Returns the function that stops it.
 */
export function keepAlive(socket: WebSocket, intervalMs = PING_INTERVAL_MS): () => void {
  let alive = true
  const onPong = () => {
    alive = true
  }
  socket.on('pong', onPong)
  const timer = setInterval(() => {
    if (!alive) {
      socket.terminate()
      return
    }
    alive = false
    socket.ping()
  }, intervalMs)
  timer.unref?.()
  return () => {
    clearInterval(timer)
    socket.off('pong', onPong)
  }
}
