import { stringify } from 'csv-stringify/sync'

/**
 * An import template: the header row and one example row, CRLF and with a byte-order mark, so a
 * spreadsheet opens it as UTF-8 and saves it back in a shape the import reads.
 */
export function csvTemplate(columns: readonly string[], example: readonly string[]): Buffer {
  const text = stringify([[...columns], [...example]], { record_delimiter: 'windows' })
  return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(text)])
}
