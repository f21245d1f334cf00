import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'
import { studentsExportUrl } from '../api/export-students'
import type { StudentFilterParams } from '../api/get-students'

/** The seed's Export button, as one link per file type; each downloads the list as filtered now. */
export function ExportLinks({ filters }: { filters: StudentFilterParams }) {
  const { t } = useTranslation()
  return (
    <div role="group" aria-label={t('studentManagement.export')} className="flex flex-wrap gap-2">
      <Button asChild variant="secondary">
        <a href={studentsExportUrl('csv', filters)} download>
          <Download aria-hidden className="size-4" />
          {t('studentManagement.exportCsv')}
        </a>
      </Button>
      <Button asChild variant="secondary">
        <a href={studentsExportUrl('xlsx', filters)} download>
          <Download aria-hidden className="size-4" />
          {t('studentManagement.exportXlsx')}
        </a>
      </Button>
    </div>
  )
}
