import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { PAGE_SIZES } from '#shared/limits'
import { Button } from '#web/components/ui/button'
import { Select } from '#web/components/ui/select'

interface DayPaginationProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  onPageSize: (pageSize: number) => void
}

export function DayPagination({ page, pageSize, total, onPage, onPageSize }: DayPaginationProps) {
  const { t } = useTranslation()
  const sizeId = useId()
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <nav aria-label={t('attendance.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2 text-sm text-muted">
        <label htmlFor={sizeId}>{t('attendance.perPage')}</label>
        <Select id={sizeId} className="w-24" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <p className="text-sm text-muted tabular-nums" aria-live="polite">
          {t('attendance.range', { from: String(from), to: String(to), total: String(total) })}
        </p>
        <Button variant="secondary" size="icon" aria-label={t('common.previous')} title={t('common.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-5" />
        </Button>
        <Button variant="secondary" size="icon" aria-label={t('common.next')} title={t('common.next')} disabled={to >= total} onClick={() => onPage(page + 1)}>
          <ChevronRight aria-hidden className="size-5" />
        </Button>
      </div>
    </nav>
  )
}
