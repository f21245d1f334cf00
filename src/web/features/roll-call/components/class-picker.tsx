import { ChevronRight, School } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '#web/components/empty-state'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { useClasses } from '#web/lib/use-classes'

/** With no class chosen yet: every class as one big link. */
export function ClassPicker({ date }: { date: string | undefined }) {
  const { t } = useTranslation()
  const { permissions } = useMe()
  const classes = useClasses()
  if (classes.isPending) return <Spinner />
  if (classes.isError) return <p role="alert" className="text-danger">{errorMessage(classes.error)}</p>
  if (classes.data.classes.length === 0) {
    return (
      <EmptyState
        icon={School}
        title={t('emptyState.noClassesTitle')}
        body={permissions.canManageClasses ? t('emptyState.rollCallNoClassesBody') : t('emptyState.noClassesAsk')}
        action={permissions.canManageClasses ? <Button asChild><Link to="/classes">{t('emptyState.goToClasses')}</Link></Button> : null}
      />
    )
  }
  return (
    <nav aria-label={t('rollCall.chooseClass')}>
      <h2 className="mb-3 text-base font-semibold">{t('rollCall.chooseClass')}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {classes.data.classes.map((c) => (
          <li key={c.id}>
            <Link
              to={`/roll-call?${new URLSearchParams({ classId: c.id, ...(date ? { date } : {}) })}`}
              className="flex min-h-14 items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 hover:bg-surface-muted"
            >
              <span className="w-11 shrink-0 text-lg font-bold">{c.name}</span>
              <span className="min-w-0 flex-1 text-sm text-muted">
                <span className="block truncate">{c.department}</span>
                <span className="block truncate">
                  {t('rollCall.studentCount', { count: c.studentCount })} · {c.teacher?.name ?? t('rollCall.noTeacher')}
                </span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
