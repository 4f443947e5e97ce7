/**
 * The server reads the Amsterdam date when a request comes in, while many server tests compute theirs
 * when their file loads. A file that loads before midnight and sends its requests after it disagrees with
 * the server by a day (a CI run at 00:00 Amsterdam time did). So in the last minutes of an Amsterdam day a
 * test file waits for the next one: this is how long, in milliseconds (0 outside that window).
 */
export function waitBeforeAmsterdamMidnight(now: Date, windowMs = 3 * 60_000): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  const elapsedMs =
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getUTCMilliseconds()
  const leftMs = 24 * 3_600_000 - elapsedMs
  return leftMs <= windowMs ? leftMs + 1_000 : 0
}
