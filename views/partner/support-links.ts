/** A `tel:` address for a phone number as partners write it (+31 20 123 4567 → tel:+31201234567). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
