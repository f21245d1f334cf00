import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Button } from './ui/button'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}

/** "1–24 of 50" with Previous and Next, for a list paged on the server. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const { t } = useTranslation()
  // A page past the end (an old link after rows left) shows 0–0 with Previous still usable.
  const from = (page - 1) * pageSize < total ? (page - 1) * pageSize + 1 : 0
  const to = from === 0 ? 0 : Math.min(total, page * pageSize)
  return (
    <nav aria-label={t('manage.pagination')} className="mt-4 flex items-center justify-end gap-2">
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {t('manage.range', { from: String(from), to: String(to), total: String(total) })}
      </p>
      <Button variant="secondary" size="icon" aria-label={t('common.previous')} title={t('common.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="size-5" />
      </Button>
      <Button variant="secondary" size="icon" aria-label={t('common.next')} title={t('common.next')} disabled={from === 0 || to >= total} onClick={() => onPage(page + 1)}>
        <ChevronRight aria-hidden className="size-5" />
      </Button>
    </nav>
  )
}
