/**
 * An exported file's columns are keys of a group of texts (`studentFiles.columns`, `reports.files.headers`, …),
 * listed in order by its contract; each language writes the headers from its own texts under those keys.
 * The English headers are also the names an import matches (ADR 007), so they are derived here from the
 * English texts, in order and with their literal types, rather than written twice.
 */
export function englishHeaders<T extends Readonly<Record<string, string>>, const K extends readonly (keyof T & string)[]>(
  english: T,
  keys: K,
): { readonly [I in keyof K]: K[I] extends keyof T ? T[K[I]] : never } {
  return keys.map((key) => english[key]) as never
}
