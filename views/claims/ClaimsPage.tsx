export function ClaimsPage() { return null }
