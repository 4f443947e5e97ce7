export function CancellationPage(_: { policyId: string }) { return null }
