import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { SearchBox } from '#web/components/search-box'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useClasses } from '#web/lib/use-classes'
import type { DaySheetParams } from '#shared/day-sheet-address'
import { STATUS_FILTERS } from '#shared/school'
import type { DayParamName } from './use-day-params'
import { ClassOptions } from '#web/components/class-options'

interface DayFiltersProps {
  params: DaySheetParams
  update: (change: Partial<Record<DayParamName, string | undefined>>) => void
  /** The date on screen and the school's today, once the server has said. */
  date: string | undefined
  today: string | undefined
}

export function DayFilters({ params, update, date, today }: DayFiltersProps) {
  const { t } = useTranslation()
  const classes = useClasses()
  const ids = { class: useId(), status: useId(), date: useId() }

  return (
    <div role="search" aria-label={t('attendance.filters')} className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-6">
      <div className="col-span-2 sm:col-span-6">
        <SearchBox
          value={params.q ?? ''}
          onCommit={(q) => update({ q })}
          label={t('attendance.search')}
          placeholder={t('attendance.searchPlaceholder')}
        />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={ids.class}>{t('attendance.class')}</Label>
        <Select id={ids.class} value={params.classId ?? ''} onChange={(e) => update({ classId: e.target.value })}>
          <option value="">{t('attendance.allClasses')}</option>
          {params.classId && !classes.data?.classes.some((c) => c.id === params.classId) ? (
            <option value={params.classId}>…</option>
          ) : null}
          <ClassOptions />
        </Select>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={ids.status}>{t('attendance.status')}</Label>
        <Select id={ids.status} value={params.status ?? ''} onChange={(e) => update({ status: e.target.value })}>
          <option value="">{t('attendance.allStatus')}</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'not_recorded' ? t('status.not_recorded') : t(`statusOption.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 space-y-1.5 sm:col-span-2">
        <Label htmlFor={ids.date}>{t('attendance.date')}</Label>
        <Input
          id={ids.date}
          type="date"
          max={today}
          value={params.date ?? date ?? ''}
          // Today is the default, so it stays out of the URL unless chosen on purpose.
          onChange={(e) => e.target.value && update({ date: e.target.value })}
        />
      </div>
    </div>
  )
}
