import { posix } from 'node:path'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { PHOTO_ZIP_MAX_BYTES, PHOTO_ZIP_MAX_ENTRIES, PHOTO_ZIP_MAX_UNPACKED_BYTES } from '#shared/contracts/student-photos'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../../errors'

const MB = 1024 * 1024

/** A file of the ZIP, named as it was packed; its bytes are read only when asked for. */
export interface ZipPhotoFile {
  /** The path inside the ZIP, for the preview to name it. */
  path: string
  /** The file name without its folder and extension: the Student ID it should be. */
  stem: string
  /** What its header says it unpacks to; yauzl refuses a stream that unpacks to more. */
  size: number
  read: () => Promise<Buffer>
}

export const zipTooLarge = () =>
  new AppError(413, 'photo_zip_too_large', translate('studentPhotos.errors.zipTooLarge', { size: PHOTO_ZIP_MAX_BYTES / MB }))
const unreadable = () => new AppError(400, 'photo_zip_unreadable', translate('studentPhotos.errors.zipUnreadable'))

/**
 * The files of a ZIP of photos, from its central directory, with these guards against a ZIP bomb:
 * at most PHOTO_ZIP_MAX_ENTRIES entries, and what they all say they unpack to at most
 * PHOTO_ZIP_MAX_UNPACKED_BYTES, both checked before anything is inflated; an entry that unpacks to
 * more than its header says fails as it is read (yauzl's validateEntrySizes). Folders, and the
 * hidden files archivers add (`__MACOSX/`, `.DS_Store`), are left out.
 */
export async function readPhotoZip(zip: Buffer): Promise<ZipPhotoFile[]> {
  if (zip.length === 0) throw new AppError(400, 'photo_zip_type', translate('studentPhotos.errors.zipType'))
  if (zip.length > PHOTO_ZIP_MAX_BYTES) throw zipTooLarge()
  const zipfile = await openZip(zip)
  if (zipfile.entryCount > PHOTO_ZIP_MAX_ENTRIES) {
    throw new AppError(400, 'photo_zip_too_many_files', translate('studentPhotos.errors.zipTooManyFiles', { count: PHOTO_ZIP_MAX_ENTRIES }))
  }
  const entries = await listEntries(zipfile)
  const unpacked = entries.reduce((sum, e) => sum + e.uncompressedSize, 0)
  if (unpacked > PHOTO_ZIP_MAX_UNPACKED_BYTES) {
    throw new AppError(400, 'photo_zip_unpacked_too_large', translate('studentPhotos.errors.zipUnpackedTooLarge', { size: PHOTO_ZIP_MAX_UNPACKED_BYTES / MB }))
  }
  return entries
    .filter((e) => !e.fileName.endsWith('/') && !isHidden(e.fileName))
    .map((entry) => ({
      path: entry.fileName,
      stem: posix.basename(entry.fileName).replace(/\.[^.]*$/, '').trim(),
      size: entry.uncompressedSize,
      read: () => readEntry(zipfile, entry),
    }))
}

const isHidden = (path: string) => path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX')

function openZip(zip: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, zipfile) => (error || !zipfile ? reject(unreadable()) : resolve(zipfile)))
  })
}

function listEntries(zipfile: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = []
    zipfile.on('entry', (entry: Entry) => {
      entries.push(entry)
      zipfile.readEntry()
    })
    zipfile.once('end', () => resolve(entries))
    zipfile.once('error', () => reject(unreadable()))
    zipfile.readEntry()
  })
}

/** An entry's bytes; a stream that breaks, or says less than it holds, is an unreadable file of the ZIP. */
function readEntry(zipfile: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(unreadable())
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.once('error', () => reject(unreadable()))
      stream.once('end', () => resolve(Buffer.concat(chunks)))
    })
  })
}
