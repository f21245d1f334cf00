import { useQueryClient } from '@tanstack/react-query'
import { GraduationCap, ListChecks } from 'lucide-react'
import { type ReactNode, useCallback, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { AttendanceEvent, StudentDayRow } from '#shared/contracts/attendance'
import { isStaffRole, roleLabel, type Role, type StaffRole } from '#shared/roles'
import { DayNotice } from '#web/components/day-notice'
import { EmptyState } from '#web/components/empty-state'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { useAttendanceEvents } from '#web/lib/use-attendance-events'
import { historyQueryKeyPrefix } from '../api/get-attendance-history'
import { missingFromLessonsKeyPrefix } from '../api/get-missing-from-lessons'
import { dayQueryKeyPrefix, useDaySheet } from '../api/get-day-sheet'
import { DayCounts } from './day-counts'
import { DayFilters } from './day-filters'
import { DayPagination } from './day-pagination'
import { DayTable } from './day-table'
import { MissingFromLessonsCard } from './missing-from-lessons-card'
import { RecordAttendanceDialog } from './record-attendance-dialog'
import { SetupChecklist } from './setup-checklist'
import { useDayParams } from './use-day-params'

export function TeacherDashboard({ notice, lessons }: { notice?: ReactNode; lessons?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const { user, permissions } = useMe()
  const { params, update } = useDayParams()
  const sheet = useDaySheet(params)
  const [recording, setRecording] = useState<StudentDayRow | null>(null)
  const shownDate = sheet.data?.date ?? params.date
  useLiveDay(shownDate)

  const data = sheet.data
  const canRecord = Boolean(data && permissions.canTakeAttendance && data.isSchoolDay && data.date <= data.today)
  const rollCallLink =
    data && canRecord && params.classId ? (
      <Button asChild variant="secondary">
        <Link to={`/roll-call?${new URLSearchParams({ classId: params.classId, date: data.date })}`}>
          <ListChecks aria-hidden className="size-4" />
          {t('attendance.takeRollCall')}
        </Link>
      </Button>
    ) : null

  // English keeps its role code in words ("homeroom teacher"); another language names the role in its own words (ADR 030).
  const shownRole = i18n.language === 'en' ? roleLabel(user.role) : t(`roles.${user.role}`)

  return (
    <>
      <PageHeader title={t(`pages.dashboard.title.${homeRole(user.role)}`)} subtitle={t('pages.dashboard.loggedInAs', { name: user.name, role: shownRole })} />
      <SetupChecklist headmaster={user.role === 'headmaster'} />
      {lessons}
      {notice}
      <DayFilters params={params} update={update} date={data?.date} today={data?.today} />
      {sheet.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      ) : sheet.isError && !data ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {t('attendance.loadFailed')} {errorMessage(sheet.error)}
        </p>
      ) : data ? (
        <>
          {!data.isSchoolDay || data.date > data.today ? <DayNotice date={data.date} today={data.today} isSchoolDay={data.isSchoolDay} /> : null}
          <DayCounts date={data.date} counts={data.counts} isSchoolDay={data.isSchoolDay} action={rollCallLink} />
          {data.isSchoolDay ? <MissingFromLessonsCard date={data.date} today={data.today} /> : null}
          {data.total === 0 && !params.q && !params.classId && !params.status ? (
            // No filter hides anyone: the school has no students yet.
            <EmptyState
              icon={GraduationCap}
              title={t('emptyState.noStudentsTitle')}
              body={t('emptyState.daySheetBody')}
              action={
                permissions.canCreateStudent ? (
                  <Button asChild>
                    <Link to="/students">{t('emptyState.goToStudents')}</Link>
                  </Button>
                ) : null
              }
            />
          ) : (
            <>
              <DayTable rows={data.rows} busy={sheet.isFetching} noSchool={!data.isSchoolDay} onTakeAttendance={canRecord ? setRecording : null} />
              <DayPagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => update({ page })}
                onPageSize={(pageSize) => update({ pageSize })}
              />
            </>
          )}
          <RecordAttendanceDialog row={recording} date={data.date} onClose={() => setRecording(null)} />
        </>
      ) : null}
    </>
  )
}

/** Any record made anywhere for the date on screen shows up here without a reload. */
function useLiveDay(date: string | undefined) {
  const queryClient = useQueryClient()
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dayQueryKeyPrefix })
    void queryClient.invalidateQueries({ queryKey: historyQueryKeyPrefix })
    // A day's record changes who is missing from lessons (arrived, or excused).
    void queryClient.invalidateQueries({ queryKey: missingFromLessonsKeyPrefix })
  }, [queryClient])
  const onEvent = useCallback((event: AttendanceEvent) => (!date || event.date === date ? refresh() : undefined), [date, refresh])
  useAttendanceEvents(onEvent, refresh)
}

/** Whose home this is, for its title: every staff role has its own; any other reader here sees a teacher's. */
function homeRole(role: Role): StaffRole {
  return isStaffRole(role) ? role : 'subject_teacher'
}
