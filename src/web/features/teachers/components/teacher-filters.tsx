import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { FilterOptions } from '#web/components/filter-options'
import { SearchBox } from '#web/components/search-box'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useDepartments } from '#web/lib/use-departments'
import type { TeacherListParams } from '../api/get-teachers'
import type { TeacherParamName } from './use-teacher-params'

interface TeacherFiltersProps {
  params: TeacherListParams
  update: (change: Partial<Record<TeacherParamName, string | undefined>>) => void
}

/** Search by name and department filter. */
export function TeacherFilters({ params, update }: TeacherFiltersProps) {
  const { t } = useTranslation()
  const departments = useDepartments()
  const departmentId = useId()
  return (
    <div role="search" aria-label={t('teacherManagement.filters')} className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <SearchBox
          value={params.q ?? ''}
          onCommit={(q) => update({ q })}
          label={t('teacherManagement.search')}
          placeholder={t('teacherManagement.searchPlaceholder')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={departmentId}>{t('teacherManagement.department')}</Label>
        <Select id={departmentId} value={params.departmentId ?? ''} onChange={(e) => update({ departmentId: e.target.value })}>
          <option value="">{t('teacherManagement.allDepartments')}</option>
          <FilterOptions selected={params.departmentId} options={departments.data?.departments} />
        </Select>
      </div>
    </div>
  )
}
