import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterOptions } from '#web/components/filter-options'
import { SearchBox } from '#web/components/search-box'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useClasses } from '#web/lib/use-classes'
import { useDepartments } from '#web/lib/use-departments'
import type { StudentListParams } from '../api/get-students'
import type { StudentParamName } from './use-student-params'

interface StudentFiltersProps {
  params: StudentListParams
  update: (change: Partial<Record<StudentParamName, string | undefined>>) => void
}

export function StudentFilters({ params, update }: StudentFiltersProps) {
  const { t } = useTranslation()
  const classes = useClasses()
  const departments = useDepartments()
  const ids = { class: useId(), department: useId(), photo: useId() }

  return (
    <div role="search" aria-label={t('studentManagement.filters')} className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <div className="sm:col-span-3 lg:col-span-2">
        <SearchBox
          value={params.q ?? ''}
          onCommit={(q) => update({ q })}
          label={t('studentManagement.search')}
          placeholder={t('studentManagement.searchPlaceholder')}
        />
      </div>
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
  )
}
