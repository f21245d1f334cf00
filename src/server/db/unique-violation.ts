/**
 * Which unique constraint a failed insert or update broke, on either engine, or null.
 * PostgreSQL names the constraint; SQLite names the columns ("users.school_id, users.email").
 * A Citus coordinator passes on its worker's error without the constraint's field, and its message names the
 * shard's copy of the constraint (`users_email_uq_102028`): the name is read from the message then, less the
 * shard's number (docs/scaling.md, "On a real cluster").
 */
export function uniqueViolation(error: unknown): { constraint?: string; columns?: string } | null {
  const e = error as { code?: string; constraint?: string; message?: string }
  if (e?.code === '23505') return { constraint: e.constraint ?? shardConstraint(e.message) }
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return { columns: /UNIQUE constraint failed: (.*)$/.exec(e.message ?? '')?.[1] }
  }
  return null
}

export function violates(error: unknown, constraint: string, column: string): boolean {
  const found = uniqueViolation(error)
  return Boolean(found && (found.constraint === constraint || found.columns?.includes(column)))
}

/** `duplicate key value violates unique constraint "users_email_uq_102028"` → `users_email_uq`. */
function shardConstraint(message: string | undefined): string | undefined {
  const named = /unique constraint "([^"]+)"/.exec(message ?? '')?.[1]
  return named?.replace(/_\d+$/, '')
}
