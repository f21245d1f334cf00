import type { ReactNode } from 'react'
import { allows, type PageAccess } from '#shared/pages'
import { useMe } from '#web/lib/session'
import { NotAllowedPage } from './pages/not-allowed-page'

/**
 * The UI side of a page's access (src/shared/pages.ts): a permission of the table in src/shared/roles.ts, or
 * some roles no permission names. The server enforces the table again on every request.
 */
export function RequireAccess({ access, children }: { access: PageAccess; children: ReactNode }) {
  const { user, permissions } = useMe()
  return allows(access, user.role, permissions) ? children : <NotAllowedPage />
}
