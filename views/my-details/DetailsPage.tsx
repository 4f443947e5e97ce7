/** Scaffold: being built in issue 18 (replaced before this lands). */
export function DetailsPage() {
  return null
}
