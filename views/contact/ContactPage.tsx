export function ContactPage() { return null }
