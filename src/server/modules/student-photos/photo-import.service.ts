import { PHOTO_MAX_BYTES, type PhotoImportPreview, type PhotoImportResult } from '#shared/contracts/student-photos'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { UserRow } from '../users'
import { encodePhoto, type EncodedPhoto, photoTooLarge } from './photo-encoding'
import { readPhotoZip } from './photo-zip'
import { listStudentNumbers, putPhotos } from './student-photos.queries'

/** A match, with its photo when the plan is to be applied (a preview keeps none: a ZIP may hold thousands). */
type Match = PhotoImportPreview['matches'][number] & { photo: EncodedPhoto | null }
interface Plan extends PhotoImportPreview {
  matches: Match[]
}

/** A Student ID as a file name gives it: `s0042.JPG` is S0042's. */
const fold = (id: string) => id.normalize('NFC').trim().toUpperCase()
/** A name the preview can show: a ZIP's names are any bytes its maker chose. */
const shown = (path: string) => path.slice(0, 200)

/**
 * What a ZIP of photos holds, file by file (ADR 025): a file named by a listed student's ID is a
 * match when it is a photo the server can use — the same check, and the same re-encoding, as one
 * photo uploaded alone (photo-encoding.ts) — and a bad file, with the reason, when it is not; a file
 * named by no Student ID is a miss. Two files for one student: the second is bad.
 */
async function planImport(ctx: AppContext, zip: Buffer, keepPhotos: boolean): Promise<Plan> {
  const files = await readPhotoZip(zip)
  const students = new Map((await listStudentNumbers(ctx.db, ctx.schoolId)).map((s) => [fold(s.studentNumber), s]))
  const plan: Plan = { matches: [], misses: [], bad: [] }
  const fileFor = new Map<string, string>()
  for (const file of files) {
    const student = students.get(fold(file.stem))
    if (!student) {
      plan.misses.push({ file: shown(file.path) })
      continue
    }
    const bad = (reason: string) => plan.bad.push({ file: shown(file.path), reason })
    const earlier = fileFor.get(student.id)
    if (earlier) {
      bad(translate('studentPhotos.errors.sameStudent', { file: shown(earlier) }))
      continue
    }
    fileFor.set(student.id, file.path)
    // Refused unread: its header says it is too big, and the stream may not say less than it holds.
    if (file.size > PHOTO_MAX_BYTES) {
      bad(photoTooLarge().message)
      continue
    }
    const bytes = await file.read().catch(() => null)
    if (!bytes) {
      bad(translate('studentPhotos.errors.entryUnreadable'))
      continue
    }
    try {
      const photo = await encodePhoto(bytes)
      plan.matches.push({ file: shown(file.path), studentId: student.id, studentNumber: student.studentNumber, name: student.name, replaces: student.hasPhoto, photo: keepPhotos ? photo : null })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      bad(error.message)
    }
  }
  return plan
}

const previewOf = (plan: Plan): PhotoImportPreview => ({
  matches: plan.matches.map(({ photo: _photo, ...match }) => match),
  misses: plan.misses,
  bad: plan.bad,
})

export async function previewPhotoImport(ctx: AppContext, zip: Buffer): Promise<PhotoImportPreview> {
  return previewOf(await planImport(ctx, zip, false))
}

/**
 * Every match's photo in one transaction, or none: a ZIP with a bad file changes nothing and
 * answers with its preview. Misses are skipped, as the preview said.
 */
export async function applyPhotoImport(
  ctx: AppContext,
  user: UserRow,
  zip: Buffer,
): Promise<{ applied: true; result: PhotoImportResult } | { applied: false; preview: PhotoImportPreview }> {
  const plan = await planImport(ctx, zip, true)
  if (plan.bad.length > 0) return { applied: false, preview: previewOf(plan) }
  if (plan.matches.length === 0) throw new AppError(400, 'photo_import_no_matches', translate('studentPhotos.errors.noMatches'))
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute((trx) =>
    putPhotos(
      trx,
      plan.matches.map(({ studentId, photo }) => ({
        school_id: ctx.schoolId, student_id: studentId, thumb: photo!.thumb, large: photo!.large, mime_type: photo!.mimeType, updated_at: at, updated_by: user.id,
      })),
    ),
  )
  return { applied: true, result: { imported: plan.matches.length, skipped: plan.misses.length } }
}
