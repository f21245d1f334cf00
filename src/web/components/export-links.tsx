import { Download } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Button } from './ui/button'

export type ExportFormat = 'csv' | 'xlsx'

/**
 * The Export button, as one link per file type; each downloads the list as filtered now.
 * The browser fetches the address itself (same origin, so the session cookie goes along) and the
 * server's Content-Disposition names the file.
 */
export function ExportLinks({ href }: { href: (format: ExportFormat) => string }) {
  const { t } = useTranslation()
  return (
    <div role="group" aria-label={t('manage.export')} className="flex flex-wrap gap-2">
      <Button asChild variant="secondary">
        <a href={href('csv')} download>
          <Download aria-hidden className="size-4" />
          {t('manage.exportCsv')}
        </a>
      </Button>
      <Button asChild variant="secondary">
        <a href={href('xlsx')} download>
          <Download aria-hidden className="size-4" />
          {t('manage.exportXlsx')}
        </a>
      </Button>
    </div>
  )
}
