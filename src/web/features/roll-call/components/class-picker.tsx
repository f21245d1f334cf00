import { ChevronRight, School } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { ClassSummary } from '#shared/contracts/classes'
import { EmptyState } from '#web/components/empty-state'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { cn } from '#web/lib/cn'
import { errorMessage } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { useClasses } from '#web/lib/use-classes'

/**
 * With no class chosen yet: every class as one big link. A teacher's own classes (those they are the
 * teacher of: a homeroom teacher's homeroom class, a subject teacher's classes) lead, marked as theirs;
 * the headmaster, who teaches none, sees them all in name order as before.
 */
export function ClassPicker({ date }: { date: string | undefined }) {
  const { t } = useTranslation()
  const { permissions, user } = useMe()
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
  const isMine = (c: ClassSummary) => user.role !== 'headmaster' && c.teacher?.id === user.id
  const mine = classes.data.classes.filter(isMine)
  const others = classes.data.classes.filter((c) => !isMine(c))
  const list = (items: ClassSummary[], own: boolean) => (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((c) => (
        <li key={c.id}>
          <ClassLink klass={c} date={date} own={own} />
        </li>
      ))}
    </ul>
  )
  return (
    <nav aria-label={t('rollCall.chooseClass')}>
      {mine.length > 0 ? (
        <>
          <h2 className="mb-3 text-base font-semibold">{t('rollCall.yourClasses', { count: mine.length })}</h2>
          {list(mine, true)}
          {others.length > 0 ? <h2 className="mt-6 mb-3 text-base font-semibold">{t('rollCall.otherClasses')}</h2> : null}
        </>
      ) : (
        <h2 className="mb-3 text-base font-semibold">{t('rollCall.chooseClass')}</h2>
      )}
      {others.length > 0 ? list(others, false) : null}
    </nav>
  )
}

function ClassLink({ klass, date, own }: { klass: ClassSummary; date: string | undefined; own: boolean }) {
  const { t } = useTranslation()
  return (
    <Link
      to={`/roll-call?${new URLSearchParams({ classId: klass.id, ...(date ? { date } : {}) })}`}
      className={cn(
        'flex min-h-14 items-center gap-3 rounded-xl border bg-surface px-4 py-3 hover:bg-surface-muted',
        own ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <span className="min-w-11 shrink-0 text-lg font-bold">{klass.name}</span>
      <span className="min-w-0 flex-1 text-sm text-muted">
        {own ? <Badge className="mb-1">{t('rollCall.yourClass')}</Badge> : null}
        <span className="block truncate">{klass.department}</span>
        <span className="block truncate">
          {t('rollCall.studentCount', { count: klass.studentCount })} · {klass.teacher?.name ?? t('rollCall.noTeacher')}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
    </Link>
  )
}
