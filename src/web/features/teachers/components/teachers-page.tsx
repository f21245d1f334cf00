import { Plus, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { TeacherSummary } from '#shared/contracts/teachers'
import { CreatePasswordsButton } from '#web/components/sign-in-sheet/create-passwords-button'
import { EmptyState } from '#web/components/empty-state'
import { ExportLinks } from '#web/components/export-links'
import { OneTimePasswordDialog, type ShownPassword } from '#web/components/one-time-password'
import { PageHeader } from '#web/components/page-header'
import { Pagination } from '#web/components/pagination'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { teachersExportUrl } from '../api/export-teachers'
import { useTeachers } from '../api/get-teachers'
import { DeleteTeacherDialog } from './delete-teacher-dialog'
import { ImportTeachers } from './import-teachers'
import { TeacherDialog, type TeacherDialogTarget } from './teacher-dialog'
import { TeacherFilters } from './teacher-filters'
import { TeacherGrid } from './teacher-grid'
import { useTeacherParams } from './use-teacher-params'

/** Teacher Management: search, department filter, paged cards, export, and add/edit/delete/import for staff allowed to. */
export function TeachersPage() {
  const { t } = useTranslation()
  const { user, permissions } = useMe()
  const [dialog, setDialog] = useState<TeacherDialogTarget | null>(null)
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null)
  const [deleting, setDeleting] = useState<TeacherSummary | null>(null)
  const { params, update } = useTeacherParams()
  const list = useTeachers(params)
  const data = list.data
  const { q, departmentId } = params

  return (
    <>
      <PageHeader
        title={t('pages.teachers.title')}
        subtitle={data ? t('teacherManagement.count', { count: data.total }) : undefined}
        actions={
          <>
            {permissions.canCreateTeacher ? (
              <Button onClick={() => setDialog({ mode: 'add' })}>
                <Plus aria-hidden className="size-4" />
                {t('teacherManagement.addTeacher')}
              </Button>
            ) : null}
            <ExportLinks href={(format) => teachersExportUrl(format, { q, departmentId })} />
            {permissions.canCreateTeacher || permissions.canEditTeacher ? <ImportTeachers /> : null}
            {permissions.canEditTeacher ? <CreatePasswordsButton kind="teachers" /> : null}
          </>
        }
      />
      <TeacherFilters params={params} update={update} />
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      ) : list.isError && !data ? (
        <FormAlert message={`${t('teacherManagement.loadFailed')} ${errorMessage(list.error)}`} />
      ) : data && data.total === 0 && !q && !departmentId ? (
        <EmptyState
          icon={Users}
          title={t('emptyState.noTeachersTitle')}
          body={permissions.canCreateTeacher ? t('emptyState.noTeachersBody') : t('emptyState.noTeachersAsk')}
          action={
            permissions.canCreateTeacher ? (
              <Button onClick={() => setDialog({ mode: 'add' })}>
                <Plus aria-hidden className="size-4" />
                {t('emptyState.addFirstTeacher')}
              </Button>
            ) : null
          }
        />
      ) : data ? (
        <>
          <TeacherGrid
            teachers={data.teachers}
            busy={list.isFetching}
            selfId={user.id}
            onEdit={permissions.canEditTeacher ? (teacher) => setDialog({ mode: 'edit', teacher }) : undefined}
            onDelete={permissions.canDeleteTeacher ? setDeleting : undefined}
          />
          {data.total === 0 && data.page === 1 ? null : (
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} />
          )}
        </>
      ) : null}
      <TeacherDialog target={dialog} onClose={() => setDialog(null)} onPassword={setShownPassword} />
      <OneTimePasswordDialog
        shown={shownPassword}
        title={t('teacherManagement.generatedTitle')}
        note={t('teacherManagement.generatedNote')}
        onClose={() => setShownPassword(null)}
      />
      <DeleteTeacherDialog teacher={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
