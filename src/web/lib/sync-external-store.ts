/**
 * `use-sync-external-store/shim`, which react-i18next imports, is a fallback for React before 18: on React 19 it
 * hands over React's own hook after a check, and ships its own copy of the hook to the sign-in page anyway.
 * vite.config.ts points the shim here, to React's own (ADR 058).
 */
export { useSyncExternalStore } from 'react'
