import type { FastifyRequest } from 'fastify'
import { importOptionsSchema } from '#shared/contracts/csv-import'
import { parseInput } from '../validate'

/**
 * What an import may create besides its rows: missing departments and classes when the person
 * ticked "create what is missing" (`?createMissing=1`); departments only for a headmaster, who
 * manages them (a homeroom teacher's file naming a new department is told to ask).
 */
export interface ImportChoice {
  createMissing: boolean
  mayAddDepartments: boolean
}

export function importChoiceOf(request: FastifyRequest, mayAddDepartments: boolean): ImportChoice {
  const { createMissing } = parseInput(importOptionsSchema, request.query)
  return { createMissing, mayAddDepartments }
}
