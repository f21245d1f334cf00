import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'

/**
 * An XLSX of one sheet set to print on a single page wide and tall, with narrow margins (ADR 047): a paper
 * such as the monthly attendance sheet must come out of the printer as one A4 page, whatever the
 * spreadsheet's own scale. write-excel-file writes the paper size and orientation but no "fit to page",
 * so the sheet's XML gets the two attributes the format defines for it (`sheetPr/pageSetUpPr@fitToPage`,
 * `pageSetup@fitToWidth/fitToHeight`).
 */
export function fitToOnePage(xlsx: Buffer): Buffer {
  const files = unzipSync(new Uint8Array(xlsx))
  const name = 'xl/worksheets/sheet1.xml'
  const sheet = files[name]
  if (!sheet) throw new Error('fitToOnePage: the workbook has no first sheet')
  const xml = strFromU8(sheet)
  const fitted = xml
    // <sheetPr> is the worksheet's first child.
    .replace(/(<worksheet\b[^>]*>)/, '$1<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>')
    .replace(/<pageMargins\b[^>]*\/>/, '<pageMargins left="0.3" right="0.3" top="0.4" bottom="0.4" header="0.2" footer="0.2"/>')
    .replace(/<pageSetup\b/, '<pageSetup fitToWidth="1" fitToHeight="1"')
  if (fitted === xml || xml.includes('<sheetPr')) throw new Error('fitToOnePage: unexpected sheet XML')
  files[name] = strToU8(fitted)
  return Buffer.from(zipSync(files))
}
