import { isPartnerUpdate, PARTNER_SOCKET_PATH } from '../contract/partner-rules'

/**
 * Listens for changes to this host's partner (`/ws/partner`) and calls back on each. Reconnects
 * with a growing delay after a drop. Returns a function that closes it for good.
 */
export function subscribePartnerUpdates(
  onUpdate: () => void,
  location: Location = window.location,
): () => void {
  let socket: WebSocket | null = null
  let closed = false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${PARTNER_SOCKET_PATH}`

  const connect = () => {
    socket = new WebSocket(url)
    socket.onopen = () => {
      // Changes made while the socket was down were missed: fetch once after a reconnect.
      if (attempt > 0) onUpdate()
      attempt = 0
    }
    socket.onmessage = (event) => {
      if (isPartnerUpdate(safeJson(event.data))) onUpdate()
    }
    socket.onclose = () => {
      if (closed) return
      attempt += 1
      timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** attempt))
    }
  }
  connect()
  return () => {
    closed = true
    clearTimeout(timer)
    socket?.close()
  }
}

function safeJson(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null
  } catch {
    return null
  }
}
