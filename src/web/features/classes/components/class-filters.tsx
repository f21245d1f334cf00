import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { FilterOptions } from '#web/components/filter-options'
import { SearchBox } from '#web/components/search-box'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useDepartments } from '#web/lib/use-departments'
import type { ClassFilterParams } from '../api/get-classes'
import type { ClassParamName } from './use-class-params'

interface ClassFiltersProps {
  params: ClassFilterParams
  update: (change: Partial<Record<ClassParamName, string | undefined>>) => void
}

/** Search by class name and department filter. */
export function ClassFilters({ params, update }: ClassFiltersProps) {
  const { t } = useTranslation()
  const departments = useDepartments()
  const departmentId = useId()
  return (
    <div role="search" aria-label={t('classManagement.filters')} className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <SearchBox
          value={params.q ?? ''}
          onCommit={(q) => update({ q })}
          label={t('classManagement.search')}
          placeholder={t('classManagement.searchPlaceholder')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={departmentId}>{t('classManagement.department')}</Label>
        <Select id={departmentId} value={params.departmentId ?? ''} onChange={(e) => update({ departmentId: e.target.value })}>
          <option value="">{t('classManagement.allDepartments')}</option>
          <FilterOptions selected={params.departmentId} options={departments.data?.departments} />
        </Select>
      </div>
    </div>
  )
}
