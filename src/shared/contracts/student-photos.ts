import { z } from 'zod'
import { PHOTO_SIZES } from '../student-photo-url'

/**
 * Student photos (ADR 025). PUT /api/students/:id/photo takes the image itself as the body;
 * the server reads its type from its bytes and keeps only what it made from it: a square thumbnail of
 * at most PHOTO_THUMB_MAX_BYTES and a larger image, both without any metadata.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const PHOTO_THUMB_MAX_BYTES = 12 * 1024
/** The types a photo may be, read from its bytes; HEIC only where the server's image library can decode it. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif'] as const
/** The files a photo picker offers: any image, the server decides. */
export const PHOTO_ACCEPT = 'image/*'

export { PHOTO_SIZES, type PhotoSize, studentPhotoUrl } from '../student-photo-url'

/** GET /api/students/:id/photo?size=thumb|large */
export const photoQuerySchema = z.object({
  size: z.enum(PHOTO_SIZES, { message: 'validation.photoSize' }).default('thumb'),
  /** The photo's updatedAt, so a changed photo has a new address; the server ignores it. */
  v: z.string().max(64).optional(),
})

/** PUT and DELETE /api/students/:id/photo: when the student's photo last changed, or null when they have none. */
export const photoResponseSchema = z.object({ photoUpdatedAt: z.string().nullable() })
export type PhotoResponse = z.infer<typeof photoResponseSchema>

export { PHOTO_FILTERS } from '../student-list'

/**
 * Photos in bulk: POST /api/students/photos/preview and …/apply take a ZIP of images named by Student ID
 * (`S0042.jpg`, in any folder of the ZIP). Apply writes every match in one transaction, or nothing.
 */
export const PHOTO_ZIP_MAX_BYTES = 50 * 1024 * 1024
export const PHOTO_ZIP_MAX_ENTRIES = 2_000
/** What all the ZIP's files may come to once unpacked: a ZIP bomb stops here, before it is inflated. */
export const PHOTO_ZIP_MAX_UNPACKED_BYTES = 300 * 1024 * 1024

export const photoImportPreviewSchema = z.object({
  /** Files named by a Student ID of the school, each a photo the server could read. */
  matches: z.array(z.object({ file: z.string(), studentId: z.string(), studentNumber: z.string(), name: z.string(), replaces: z.boolean() })),
  /** Files whose name is no student's ID: applying skips them. */
  misses: z.array(z.object({ file: z.string() })),
  /** Files for a student that are not a photo the server can use: applying refuses while there is one. */
  bad: z.array(z.object({ file: z.string(), reason: z.string() })),
})
export type PhotoImportPreview = z.infer<typeof photoImportPreviewSchema>

export const photoImportResultSchema = z.object({ imported: z.number(), skipped: z.number() })
export type PhotoImportResult = z.infer<typeof photoImportResultSchema>
