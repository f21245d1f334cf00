/**
 * Names as a person types them in a file (a class, a department): the exact name, else the one
 * name equal ignoring case. A name two rows share ignoring case only is found by its exact spelling.
 */
export function nameLookup(rows: { id: string; name: string }[]): (name: string) => string | undefined {
  const exact = new Map(rows.map((r) => [r.name, r.id]))
  const folded = new Map<string, string | null>()
  for (const r of rows) {
    const key = r.name.toLowerCase()
    folded.set(key, folded.has(key) ? null : r.id)
  }
  return (name: string) => exact.get(name) ?? folded.get(name.toLowerCase()) ?? undefined
}
