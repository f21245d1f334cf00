import { inflateRawSync } from 'node:zlib'

/**
 * The files inside an XLSX (a zip), as text, for tests that check what an export holds.
 * Reads the central directory (the local headers of streamed zips carry no sizes).
 */
export function xlsxEntries(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('not a zip file')
  const count = file.readUInt16LE(end + 10)
  let at = file.readUInt32LE(end + 16)
  const entries = new Map<string, string>()
  for (let i = 0; i < count; i++) {
    const method = file.readUInt16LE(at + 10)
    const size = file.readUInt32LE(at + 20)
    const nameLength = file.readUInt16LE(at + 28)
    const skip = nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32)
    const local = file.readUInt32LE(at + 42)
    const name = file.toString('utf8', at + 46, at + 46 + nameLength)
    const data = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28)
    const raw = file.subarray(data, data + size)
    entries.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'))
    at += 46 + skip
  }
  return entries
}

/** The cells of the first sheet, row by row: shared strings resolved, numbers as numbers, with their number format. */
export function xlsxRows(file: Buffer): { value: string | number; format?: string }[][] {
  const entries = xlsxEntries(file)
  const strings = [...(entries.get('xl/sharedStrings.xml') ?? '').matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1]!)
  const formats = new Map([...(entries.get('xl/styles.xml') ?? '').matchAll(/numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
  const styles = [...(entries.get('xl/styles.xml') ?? '').matchAll(/<xf ([^>]*)>/g)].map((m) => /numFmtId="(\d+)"/.exec(m[1]!)?.[1])
  const sheet = entries.get('xl/worksheets/sheet1.xml') ?? ''
  return [...sheet.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map((row) =>
    [...row[1]!.matchAll(/<c ([^>]*)>(?:<v>([^<]*)<\/v>)?<\/c>/g)].map((cell) => {
      const attributes = cell[1]!
      const value = cell[2] ?? ''
      if (/t="s"/.test(attributes)) return { value: strings[Number(value)]! }
      const style = /s="(\d+)"/.exec(attributes)?.[1]
      const format = style ? formats.get(styles[Number(style)] ?? '') : undefined
      return format ? { value: Number(value), format } : { value: Number(value) }
    }),
  )
}

/** The names of the workbook's sheets, in order, as a spreadsheet shows them on its tabs. */
export function xlsxSheetNames(file: Buffer): string[] {
  const workbook = xlsxEntries(file).get('xl/workbook.xml') ?? ''
  return [...workbook.matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => m[1]!)
}
