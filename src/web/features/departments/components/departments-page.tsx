import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { DepartmentSummary } from '#shared/contracts/departments'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useDepartmentSummaries } from '../api/get-department-summaries'
import { ArchiveDepartmentDialog } from './archive-department-dialog'
import { DepartmentDialog, type DepartmentDialogTarget } from './department-dialog'
import { DepartmentList } from './department-list'

/** The headmaster's departments: what uses each, Add, Rename, Archive (refused while in use). */
export function DepartmentsPage() {
  const { t } = useTranslation()
  const list = useDepartmentSummaries()
  const [dialog, setDialog] = useState<DepartmentDialogTarget | null>(null)
  const [archiving, setArchiving] = useState<DepartmentSummary | null>(null)
  const data = list.data
  const add = () => setDialog({ mode: 'add' })

  return (
    <>
      <PageHeader
        title={t('departments.title')}
        subtitle={data ? t('departments.subtitle', { count: data.departments.length }) : undefined}
        actions={
          <Button onClick={add}>
            <Plus aria-hidden className="size-4" />
            {t('departments.add')}
          </Button>
        }
      />
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      ) : list.isError && !data ? (
        <FormAlert message={`${t('departments.loadFailed')} ${errorMessage(list.error)}`} />
      ) : data ? (
        <DepartmentList
          departments={data.departments}
          busy={list.isFetching}
          onAdd={add}
          onRename={(department) => setDialog({ mode: 'rename', department })}
          onArchive={setArchiving}
        />
      ) : null}
      <DepartmentDialog target={dialog} onClose={() => setDialog(null)} />
      <ArchiveDepartmentDialog department={archiving} onClose={() => setArchiving(null)} />
    </>
  )
}
