/**
 * Now, read through Date.now: the one clock a test can set without replacing Date. Playwright's fake Date
 * breaks the Date subclass the Amsterdam-time rules build on (@date-fns/tz's TZDate): its constructor
 * answers a plain Date, so the rules would read the device's time zone.
 */
export const clockNow = () => new Date(Date.now())
