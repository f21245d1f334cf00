/** The secrets module as other code may use it; everything else in this folder is its own (ADR 051). */
export { loadSecrets } from './secrets'
export type { Secrets } from './secrets'
