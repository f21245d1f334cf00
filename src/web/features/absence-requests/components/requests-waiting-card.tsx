import { ClipboardList } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import { useMe } from '#web/lib/session'
import { useAbsenceRequests } from '../api/get-absence-requests'
import { DECIDER_ROLES } from '../roles'

/**
 * The dashboard's "N requests waiting", for those who decide, when there are any. A server-rendered
 * dashboard comes with it (app/rendered-pages.ts, ADR 058).
 */
export function RequestsWaitingCard() {
  const { t } = useTranslation()
  const { user } = useMe()
  const decides = DECIDER_ROLES.includes(user.role)
  const pending = useAbsenceRequests('pending', decides)
  const count = pending.data?.requests.length ?? 0
  if (!decides || count === 0) return null
  return (
    <Link
      to="/requests"
      className="mb-4 flex min-h-11 items-center gap-3 rounded-2xl border border-amber-600 bg-amber-50 p-4 text-amber-950 shadow-sm hover:bg-amber-100 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100 dark:hover:bg-amber-900"
    >
      <ClipboardList aria-hidden className="size-6 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t('requests.waiting', { count })}</span>
        <span className="block text-sm">{t('requests.waitingBody')}</span>
      </span>
      <span className="shrink-0 text-sm font-semibold underline underline-offset-2">{t('requests.review')}</span>
    </Link>
  )
}
