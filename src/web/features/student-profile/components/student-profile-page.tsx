import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useStudentProfile } from '../api/get-student-profile'
import { DetailCards } from './detail-cards'
import { IdentityCard } from './identity-card'
import { QrCodeCard } from './qr-code-card'
import { RecentAttendance } from './recent-attendance'
import { useLiveProfile } from './use-live-profile'

/** "/" for a student: who they are, today's check-in code, and their recent attendance. `actions`: other features' entry points (request an absence). */
export function StudentProfilePage({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation()
  const profile = useStudentProfile()
  useLiveProfile()

  const { data } = profile
  return (
    <>
      <PageHeader title={t('pages.studentProfile.title')} actions={actions} />
      {data ? (
        <div className="space-y-4">
          <IdentityCard student={data.student} />
          <QrCodeCard today={data.today} />
          <DetailCards student={data.student} />
          <RecentAttendance recent={data.recent} attendance={data.attendance} />
        </div>
      ) : profile.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft px-3 py-3 text-sm font-medium text-danger">
          <p>
            {t('profile.loadFailed')} {errorMessage(profile.error)}
          </p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      )}
    </>
  )
}
