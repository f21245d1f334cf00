import { Plus, School } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { ClassSummary } from '#shared/contracts/classes'
import { EmptyState } from '#web/components/empty-state'
import { ExportLinks } from '#web/components/export-links'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { classesExportUrl } from '../api/export-classes'
import { useClassList } from '../api/get-classes'
import { ClassDialog, type ClassDialogTarget } from './class-dialog'
import { ClassFilters } from './class-filters'
import { ClassGrid } from './class-grid'
import { DeleteClassDialog } from './delete-class-dialog'
import { useClassParams } from './use-class-params'

/** Class Management: search by class name, department filter, the class cards, export, add/edit/delete. */
export function ClassesPage() {
  const { t } = useTranslation()
  const { permissions } = useMe()
  const canManage = permissions.canManageClasses
  const [dialog, setDialog] = useState<ClassDialogTarget | null>(null)
  const [deleting, setDeleting] = useState<ClassSummary | null>(null)
  const { params, update } = useClassParams()
  const list = useClassList(params)
  const data = list.data

  return (
    <>
      <PageHeader
        title={t('pages.classes.title')}
        subtitle={data ? t('classManagement.count', { count: data.classes.length }) : undefined}
        actions={
          <>
            {canManage ? (
              <Button onClick={() => setDialog({ mode: 'add' })}>
                <Plus aria-hidden className="size-4" />
                {t('classManagement.addClass')}
              </Button>
            ) : null}
            <ExportLinks href={(format) => classesExportUrl(format, params)} />
          </>
        }
      />
      <ClassFilters params={params} update={update} />
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      ) : list.isError && !data ? (
        <FormAlert message={`${t('classManagement.loadFailed')} ${errorMessage(list.error)}`} />
      ) : data && data.classes.length === 0 && !params.q && !params.departmentId ? (
        <EmptyState
          icon={School}
          title={t('emptyState.noClassesTitle')}
          body={canManage ? t('emptyState.noClassesBody') : t('emptyState.noClassesAsk')}
          action={
            canManage ? (
              <Button onClick={() => setDialog({ mode: 'add' })}>
                <Plus aria-hidden className="size-4" />
                {t('emptyState.addFirstClass')}
              </Button>
            ) : null
          }
        />
      ) : data ? (
        <ClassGrid
          classes={data.classes}
          busy={list.isFetching}
          onEdit={canManage ? (klass) => setDialog({ mode: 'edit', klass }) : undefined}
          onDelete={canManage ? setDeleting : undefined}
        />
      ) : null}
      <ClassDialog target={dialog} onClose={() => setDialog(null)} />
      <DeleteClassDialog klass={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
