import { fileTypeFromBuffer } from 'file-type'
import { translate } from '#shared/i18n/translate'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '#shared/contracts/absence-requests'
import { textProblem } from '#shared/text'
import type { AppContext } from '../../context'
import { AppError, notFound } from '../../errors'
import type { UserRow } from '../users'
import { assertMayRead, assertMayWithdraw } from './absence-requests.policy'
import { findRequest, findRequestStudent } from './absence-requests.queries'
import { findAttachment, putAttachment } from './attachments.queries'

/**
 * A doctor's letter on a pending request (ADR 020): JPEG, PNG or PDF, at most 2 MB, its type read
 * from its bytes (file-type), never from what the upload says; an upload that says one type and is
 * another is refused. Only the one who asked may attach, while the request is pending.
 */
export async function attachFile(ctx: AppContext, user: UserRow, requestId: string, body: Buffer, declared: string | undefined, name: string) {
  const request = await findRequest(ctx.db, ctx.schoolId, requestId)
  if (!request) throw notFound()
  assertMayWithdraw(user, request) // the asker's, as withdrawing is
  if (request.state !== 'pending') throw new AppError(409, 'request_not_pending', translate('absenceRequests.errors.attachPending'))
  const found = await fileTypeFromBuffer(body)
  const type = found?.mime
  if (!type || !(ATTACHMENT_TYPES as readonly string[]).includes(type)) {
    throw new AppError(415, 'attachment_type', translate('absenceRequests.errors.attachmentType'))
  }
  if (declared && declared !== type) {
    throw new AppError(415, 'attachment_type_mismatch', translate('absenceRequests.errors.attachmentMismatch', { declared, type }))
  }
  if (body.length > ATTACHMENT_MAX_BYTES) throw tooLarge()
  const fileName = cleanName(name, found!.ext)
  await putAttachment(ctx.db, { school_id: ctx.schoolId, request_id: requestId, content_type: type, file_name: fileName, size: body.length, bytes: body })
  return { name: fileName, type, size: body.length }
}

export const tooLarge = () =>
  new AppError(413, 'attachment_too_large', translate('absenceRequests.errors.attachmentTooLarge', { size: ATTACHMENT_MAX_BYTES / (1024 * 1024) }))

/** A name fit for a download header: the text policy's, at most 100 characters, with the type's extension. */
function cleanName(name: string, ext: string): string {
  const base = name.normalize('NFC').trim().replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/["\\/\r\n]/g, '').slice(0, 100)
  return `${base && !textProblem(base) ? base : 'attachment'}.${ext}`
}

/** The attachment, for those who may see the request: who asked, the child, a linked adult, those who decide. */
export async function readAttachment(ctx: AppContext, user: UserRow, requestId: string) {
  const request = await findRequest(ctx.db, ctx.schoolId, requestId)
  if (!request) throw notFound()
  const student = await findRequestStudent(ctx.db, ctx.schoolId, request.studentId)
  await assertMayRead(ctx.db, ctx.schoolId, user, { ...request, homeroomTeacherId: student?.homeroomTeacherId ?? null })
  const file = await findAttachment(ctx.db, ctx.schoolId, requestId)
  if (!file) throw notFound()
  return file
}
