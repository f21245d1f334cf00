import { useTranslation } from '#web/lib/translation'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import { AttendanceRateFigure } from '#web/components/attendance-rate-figure'
import { Button } from '#web/components/ui/button'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useChildProfile } from '../api/get-child-profile'
import { ChildLessons } from './child-lessons'
import { ChildMonth } from './child-month'
import { ChildToday } from './child-today'
import { ChildWeek } from './child-week'
import { NoticesSent } from './notices-sent'

type Child = ParentChildrenResponse['children'][number]

/** One child's page: today (from the children list, at once), then what their profile and calendar add. */
export function ChildOverview({ child }: { child: Child }) {
  const { t } = useTranslation()
  const profile = useChildProfile(child.id)
  const data = profile.data
  return (
    <div data-child-id={child.id} className="space-y-4">
      <ChildToday child={child} photoUpdatedAt={data?.student.photoUpdatedAt ?? null} />
      {data ? (
        <>
          <ChildWeek today={data.today.date} recent={data.recent} />
          <Card aria-labelledby="child-rate-title" className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <CardTitle id="child-rate-title">{t('profile.recent')}</CardTitle>
              <CardDescription>{t('profile.recentHint', { count: data.recent.length })}</CardDescription>
            </div>
            <AttendanceRateFigure {...data.attendance} className="text-left sm:text-right" />
          </Card>
        </>
      ) : profile.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft px-3 py-3 text-sm font-medium text-danger">
          <p>
            {t('families.home.childLoadFailed')} {errorMessage(profile.error)}
          </p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 py-4 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      )}
      <ChildMonth childId={child.id} today={child.today.date} />
      <ChildLessons childId={child.id} today={child.today.date} />
      <NoticesSent childId={child.id} />
    </div>
  )
}
