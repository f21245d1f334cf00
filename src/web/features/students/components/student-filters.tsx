import { SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { FilterOptions } from '#web/components/filter-options'
import { SearchBox } from '#web/components/search-box'
import { Button } from '#web/components/ui/button'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { cn } from '#web/lib/cn'
import { useClasses } from '#web/lib/use-classes'
import { useDepartments } from '#web/lib/use-departments'
import type { StudentListParams } from '../api/get-students'
import type { StudentParamName } from './use-student-params'

interface StudentFiltersProps {
  params: StudentListParams
  update: (change: Partial<Record<StudentParamName, string | undefined>>) => void
}

/**
 * The search, always shown, and the class, department and photo filters: on a laptop beside it; below
 * 1024px behind a Filters button that says how many are on, so that the first student is on the first screen.
 */
export function StudentFilters({ params, update }: StudentFiltersProps) {
  const { t } = useTranslation()
  const classes = useClasses()
  const departments = useDepartments()
  const ids = { class: useId(), department: useId(), photo: useId(), panel: useId() }
  const [open, setOpen] = useState(false)
  const active = [params.classId, params.departmentId, params.photo].filter(Boolean).length

  return (
    <div role="search" aria-label={t('studentManagement.filters')} className="mb-4 grid grid-cols-1 gap-3 lg:grid-cols-5">
      <div className="flex items-end gap-2 lg:col-span-2">
        <div className="min-w-0 flex-1">
          <SearchBox
            value={params.q ?? ''}
            onCommit={(q) => update({ q })}
            label={t('studentManagement.search')}
            placeholder={t('studentManagement.searchPlaceholder')}
          />
        </div>
        <Button variant="secondary" className="lg:hidden" aria-expanded={open} aria-controls={ids.panel} onClick={() => setOpen(!open)}>
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('manage.filtersButton')}
          {active > 0 ? (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-fg tabular-nums">
              <span aria-hidden>{active}</span>
              <span className="sr-only">{t('manage.filtersActive', { count: active })}</span>
            </span>
          ) : null}
        </Button>
      </div>
      <div id={ids.panel} className={cn('grid-cols-1 gap-3 sm:grid-cols-3 lg:col-span-3 lg:grid', open ? 'grid' : 'hidden')}>
        <div className="space-y-1.5">
          <Label htmlFor={ids.class}>{t('studentManagement.class')}</Label>
          <Select id={ids.class} value={params.classId ?? ''} onChange={(e) => update({ classId: e.target.value })}>
            <option value="">{t('studentManagement.allClasses')}</option>
            <FilterOptions selected={params.classId} options={classes.data?.classes} />
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.department}>{t('studentManagement.department')}</Label>
          <Select id={ids.department} value={params.departmentId ?? ''} onChange={(e) => update({ departmentId: e.target.value })}>
            <option value="">{t('studentManagement.allDepartments')}</option>
            <FilterOptions selected={params.departmentId} options={departments.data?.departments} />
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.photo}>{t('studentPhotos.filter')}</Label>
          <Select id={ids.photo} value={params.photo ?? ''} onChange={(e) => update({ photo: e.target.value })}>
            <option value="">{t('studentPhotos.all')}</option>
            <option value="with">{t('studentPhotos.with')}</option>
            <option value="without">{t('studentPhotos.without')}</option>
          </Select>
        </div>
      </div>
    </div>
  )
}
