import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { PHOTO_MAX_BYTES, PHOTO_THUMB_MAX_BYTES, PHOTO_TYPES } from '#shared/contracts/student-photos'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../../errors'

/**
 * The thumbnail: a square the scanner and the lists show, sharp enough to check a face; a face
 * is 3–6 KB at the first step, and a busier picture takes the next steps until it fits in 12 KB.
 */
const THUMB_STEPS = [
  { size: 128, quality: 85 }, { size: 128, quality: 70 }, { size: 128, quality: 50 }, { size: 128, quality: 35 },
  { size: 112, quality: 30 }, { size: 96, quality: 25 }, { size: 96, quality: 10 },
] as const
/** The larger one: a face a teacher can check, the whole photo within 480 × 480. */
const LARGE = { size: 480, quality: 80 } as const
/**
 * More pixels than any phone camera takes (48 MP and a margin). A small file can hold a huge image
 * (a PNG of one colour), which would take the server's memory to decode: it is refused unread.
 */
const MAX_PIXELS = 64_000_000

export interface EncodedPhoto {
  thumb: Buffer
  large: Buffer
  mimeType: 'image/webp'
}

export const photoTooLarge = () =>
  new AppError(413, 'photo_too_large', translate('studentPhotos.errors.tooLarge', { size: PHOTO_MAX_BYTES / (1024 * 1024) }))

/**
 * What the server keeps of an upload: the image decoded, turned upright by its EXIF orientation,
 * and encoded again as WebP, so nothing of the file that was sent survives — no EXIF, GPS, ICC or
 * XMP (sharp writes none unless asked), and no bytes a browser might read as anything else. The type
 * comes from the bytes (file-type), never from a name or a header. Throws a 4xx AppError for a file
 * that is too big, of another type, or that does not decode.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  if (bytes.length === 0) throw new AppError(400, 'photo_missing', translate('studentPhotos.errors.empty'))
  if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge()
  const type = (await fileTypeFromBuffer(bytes))?.mime
  if (!type || !(PHOTO_TYPES as readonly string[]).includes(type)) {
    throw new AppError(400, 'photo_type', translate('studentPhotos.errors.type'))
  }
  const { large, square } = await decode(bytes)
  let thumb: Buffer | null = null
  for (const step of THUMB_STEPS) {
    thumb = await sharp(square.data, { raw: square.info }).resize(step.size, step.size).webp({ quality: step.quality }).toBuffer()
    if (thumb.length <= PHOTO_THUMB_MAX_BYTES) return { thumb, large, mimeType: 'image/webp' }
  }
  throw new Error(`thumbnail still ${thumb?.length} bytes at the last step`)
}

/** The large image, and the thumbnail's square as pixels: the only steps a file can fail (a 400). */
async function decode(bytes: Buffer) {
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
  try {
    const large = await input()
      .resize(LARGE.size, LARGE.size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: LARGE.quality })
      .toBuffer()
    // From the original, not from the large one (already lossy); encoded at each step until it fits.
    const square = await input()
      .resize(THUMB_STEPS[0].size, THUMB_STEPS[0].size, { fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { large, square }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(400, 'photo_too_many_pixels', translate('studentPhotos.errors.tooManyPixels'))
    }
    throw new AppError(400, 'photo_unreadable', translate('studentPhotos.errors.unreadable'))
  }
}
