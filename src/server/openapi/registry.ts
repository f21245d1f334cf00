import type { OperationDoc } from './operation'

/**
 * Every API route the app serves, described: one module per domain, each entry named by method and url as
 * the app registers them. openapi.test.ts holds it equal to the app's route table, both ways.
 */
export const OPERATIONS: readonly OperationDoc[] = [
]
