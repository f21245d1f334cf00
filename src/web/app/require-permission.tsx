import type { ReactNode } from 'react'
import type { Permission, Role } from '#shared/roles'
import { useMe } from '#web/lib/session'
import { NotAllowedPage } from './pages/not-allowed-page'

/** The UI side of the permission table; the server enforces it again on every request. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { permissions } = useMe()
  return permissions[permission] ? children : <NotAllowedPage />
}

/** Pages of the headmaster alone (departments): no permission of src/shared/roles.ts grants them. */
export function RequireHeadmaster({ children }: { children: ReactNode }) {
  const { user } = useMe()
  return user.role === 'headmaster' ? children : <NotAllowedPage />
}

/** Pages about "my own" attendance: a student's alone (staff look students up in Reports). */
export function RequireStudent({ children }: { children: ReactNode }) {
  const { user } = useMe()
  return user.role === 'student' ? children : <NotAllowedPage />
}

/** Pages for some roles that no permission names (absence requests: those who ask and those who decide). */
export function RequireRoles({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useMe()
  return roles.includes(user.role) ? children : <NotAllowedPage />
}
