import type { MeResponse } from '#shared/contracts/auth'
import { permissionsFor } from '#shared/roles'
import { levelNamesOf, type School } from '../schools'
import type { UserRow } from '../users'

/** The signed-in user as the API shows it: never the password hash. */
export function presentMe(user: UserRow, school: School): MeResponse {
  return {
    user: {
      id: user.id,
      name: user.name,
      role: user.role,
      email: user.email,
      parentNumber: user.parent_number,
      mustChangePassword: user.must_change_password === 1,
      language: user.language ?? school.default_language,
      preferences: {
        theme: user.theme,
        emailNotifications: user.email_notifications === 1,
        language: user.language,
      },
    },
    permissions: permissionsFor(user.role),
    school: { name: school.name, timeZone: school.time_zone, defaultLanguage: school.default_language, levelNames: levelNamesOf(school) },
  }
}
