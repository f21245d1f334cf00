/**
 * What a device forgets when its user signs out, beyond the query cache: features register here (from
 * the app layer, so lib imports no feature) and useLogout runs them all, whatever the server said.
 */
const cleanups = new Set<() => Promise<void>>()

export function onSignOut(cleanup: () => Promise<void>): void {
  cleanups.add(cleanup)
}

export function runSignOutCleanups(): void {
  // A cleanup that fails (IndexedDB blocked in a private window) must not keep the user signed in.
  for (const cleanup of cleanups) void cleanup().catch(() => {})
}
