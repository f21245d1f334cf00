import { translate } from '#shared/i18n/translate'
import { isStaffRole } from '#shared/roles'
import { AppError, badRequest } from '../../errors'
import type { UserRow } from '../users'

/**
 * What a person may change about themselves: staff and parents their own name and email; a student neither,
 * as their name (and everything else about them) is kept by staff in Student Management. The
 * refusal to throw, or null when the change is theirs to make.
 */
export function ownProfileRefusal(user: UserRow, change: { name: string; email?: string | undefined }): AppError | null {
  if (isStaffRole(user.role) || user.role === 'parent') return null
  if (change.name !== user.name) return new AppError(403, 'name_kept_by_staff', translate('passwordErrors.studentName'))
  if (change.email !== undefined) return badRequest({ email: translate('errors.emailNotAllowed') })
  return null
}
