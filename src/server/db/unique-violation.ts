/**
 * Which unique constraint a failed insert or update broke, on either engine, or null.
 * PostgreSQL names the constraint; SQLite names the columns ("users.school_id, users.email").
 */
export function uniqueViolation(error: unknown): { constraint?: string; columns?: string } | null {
  const e = error as { code?: string; constraint?: string; message?: string }
  if (e?.code === '23505') return { constraint: e.constraint }
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return { columns: /UNIQUE constraint failed: (.*)$/.exec(e.message ?? '')?.[1] }
  }
  return null
}

export function violates(error: unknown, constraint: string, column: string): boolean {
  const found = uniqueViolation(error)
  return Boolean(found && (found.constraint === constraint || found.columns?.includes(column)))
}
