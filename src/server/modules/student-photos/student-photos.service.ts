import type { PhotoResponse, PhotoSize } from '#shared/contracts/student-photos'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { findStudentDetail } from '../students'
import type { UserRow } from '../users'
import { encodePhoto } from './photo-encoding'
import { assertMayViewPhoto } from './student-photos.policy'
import { deletePhoto, findPhoto, putPhotos } from './student-photos.queries'

const studentNotFound = () => notFound(translate('errors.studentNotFound'))
const noPhoto = () => notFound(translate('studentPhotos.errors.none'))

/** A new photo for a listed student, in place of any earlier one; a file the server cannot use changes nothing. */
export async function setPhoto(ctx: AppContext, user: UserRow, studentId: string, body: Buffer): Promise<PhotoResponse> {
  if (!(await findStudentDetail(ctx.db, ctx.schoolId, studentId))) throw studentNotFound()
  const photo = await encodePhoto(body)
  const at = ctx.now().toISOString()
  await putPhotos(ctx.db, [
    { school_id: ctx.schoolId, student_id: studentId, thumb: photo.thumb, large: photo.large, mime_type: photo.mimeType, updated_at: at, updated_by: user.id },
  ])
  return { photoUpdatedAt: at }
}

/** One image of a student's photo, for those who may see it (student-photos.policy.ts); 404 when there is none. */
export async function readPhoto(ctx: AppContext, user: UserRow, studentId: string, size: PhotoSize) {
  await assertMayViewPhoto(ctx.db, ctx.schoolId, user, studentId)
  const photo = await findPhoto(ctx.db, ctx.schoolId, studentId, size)
  if (!photo) throw noPhoto()
  return photo
}

/** Removes a listed student's photo; removing one that is not there is not an error. */
export async function removePhoto(ctx: AppContext, studentId: string): Promise<PhotoResponse> {
  if (!(await findStudentDetail(ctx.db, ctx.schoolId, studentId))) throw studentNotFound()
  await deletePhoto(ctx.db, ctx.schoolId, studentId)
  return { photoUpdatedAt: null }
}
