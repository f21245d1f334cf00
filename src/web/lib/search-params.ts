/** Query string of the given values, leaving out empty ones (list requests and their export links). */
export function toSearchParams(params: object): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return search
}
