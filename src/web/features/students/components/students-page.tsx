import { GraduationCap, IdCard, Plus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { StudentSummary } from '#shared/contracts/students'
import { EmptyState } from '#web/components/empty-state'
import { OneTimePasswordDialog, type ShownPassword } from '#web/components/one-time-password'
import { MoreMenu } from '#web/components/more-menu'
import { PageHeader } from '#web/components/page-header'
import { CreatePasswordsButton } from '#web/components/sign-in-sheet/create-passwords-button'
import { Pagination } from '#web/components/pagination'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useScreen } from '#web/lib/screen'
import { useMe } from '#web/lib/session'
import { useEver } from '#web/lib/use-ever'
import { useStudents } from '../api/get-students'
import { StudentExportLinks } from './export-links'
import { ImportPhotos } from './import-photos'
import { ImportStudents } from './import-students'
import type { StudentDialogTarget } from './student-dialog'
import { StudentFilters } from './student-filters'
import { StudentGrid } from './student-grid'
import { StudentTable } from './student-table'
import { useStudentParams } from './use-student-params'

// The dialogs' code (their forms, the contracts' schemas, a password's reset) comes when each is first opened:
// the list is what the page is opened for, and a phone evaluates none of the rest before it can be used.
const StudentDialog = lazy(() => import('./student-dialog').then((m) => ({ default: m.StudentDialog })))
const DeleteStudentDialog = lazy(() => import('./delete-student-dialog').then((m) => ({ default: m.DeleteStudentDialog })))
const FamilyDialog = lazy(() => import('./family-dialog').then((m) => ({ default: m.FamilyDialog })))

/**
 * Student Management: search, filters, paged cards with photos (a sortable table on a laptop), a student's family,
 * add/edit/delete for staff allowed to, and under More the export, imports, passwords and cards.
 */
export function StudentsPage() {
  const { t } = useTranslation()
  const { permissions } = useMe()
  const screen = useScreen()
  const [dialog, setDialog] = useState<StudentDialogTarget | null>(null)
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null)
  const [deleting, setDeleting] = useState<StudentSummary | null>(null)
  const [family, setFamily] = useState<StudentSummary | null>(null)
  const opened = { student: useEver(dialog !== null), deleting: useEver(deleting !== null), family: useEver(family !== null) }
  const { params, update } = useStudentParams()
  const list = useStudents(params)
  const data = list.data
  const { q, classId, departmentId, photo, sort } = params
  const rowActions = {
    onFamily: setFamily,
    onEdit: permissions.canEditStudent ? (student: StudentSummary) => setDialog({ mode: 'edit', id: student.id }) : undefined,
    onDelete: permissions.canDeleteStudent ? setDeleting : undefined,
  }

  return (
    <>
      <PageHeader
        title={t('pages.students.title')}
        subtitle={data ? t('studentManagement.count', { count: data.total }) : undefined}
        actions={
          <>
            {permissions.canCreateStudent ? (
              <Button onClick={() => setDialog({ mode: 'add' })}>
                <Plus aria-hidden className="size-4" />
                {t('studentManagement.addStudent')}
              </Button>
            ) : null}
            {/* The rest, used now and then, behind one button: the first student stays on a phone's first screen. */}
            <MoreMenu>
              <StudentExportLinks filters={{ q, classId, departmentId, photo, sort }} />
              {permissions.canCreateStudent ? <ImportStudents /> : null}
              {permissions.canEditStudent ? <ImportPhotos /> : null}
              {permissions.canEditStudent ? <CreatePasswordsButton kind="students" /> : null}
              {permissions.canEditStudent ? (
                <Button asChild variant="secondary">
                  <Link to="/student-cards">
                    <IdCard aria-hidden className="size-4" />
                    {t('cards.openPage')}
                  </Link>
                </Button>
              ) : null}
            </MoreMenu>
          </>
        }
      />
      <StudentFilters params={params} update={update} />
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      ) : list.isError && !data ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {t('studentManagement.loadFailed')} {errorMessage(list.error)}
        </p>
      ) : data && data.total === 0 && !q && !classId && !departmentId && !photo ? (
        <EmptyState
          icon={GraduationCap}
          title={t('emptyState.noStudentsTitle')}
          body={permissions.canCreateStudent ? t('emptyState.noStudentsBody') : t('emptyState.noStudentsAsk')}
          action={
            permissions.canCreateStudent ? (
              <Button onClick={() => setDialog({ mode: 'add' })}>
                <Plus aria-hidden className="size-4" />
                {t('emptyState.addFirstStudent')}
              </Button>
            ) : null
          }
        />
      ) : data ? (
        <>
          {data.students.length === 0 ? (
            <StudentGrid students={data.students} busy={list.isFetching} />
          ) : (
            <>
              {/* Cards on a phone and a tablet; from 1024px a dense table sorted by its headings. Only the screen's own is in the page (ADR 059); both, CSS showing one, while the screen is not known. */}
              {screen === 'wide' ? null : (
                <div className="lg:hidden">
                  <StudentGrid students={data.students} busy={list.isFetching} {...rowActions} />
                </div>
              )}
              {screen === 'narrow' ? null : (
                <div className="hidden lg:block">
                  <StudentTable students={data.students} busy={list.isFetching} sort={sort} onSort={(next) => update({ sort: next === 'name' ? undefined : next })} {...rowActions} />
                </div>
              )}
            </>
          )}
          {data.total === 0 && data.page === 1 ? null : (
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} />
          )}
        </>
      ) : null}
      {opened.student ? (
        <Suspense fallback={null}>
          <StudentDialog target={dialog} onClose={() => setDialog(null)} onPassword={setShownPassword} />
        </Suspense>
      ) : null}
      <OneTimePasswordDialog
        shown={shownPassword}
        title={t('studentManagement.generatedTitle')}
        note={t('studentManagement.generatedNote')}
        onClose={() => setShownPassword(null)}
      />
      {opened.deleting ? (
        <Suspense fallback={null}>
          <DeleteStudentDialog student={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
      {opened.family ? (
        <Suspense fallback={null}>
          <FamilyDialog student={family} onClose={() => setFamily(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
