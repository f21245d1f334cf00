import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { REPORT_SCOPES } from '#shared/contracts/reports'
import { FilterOptions } from '#web/components/filter-options'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useClasses } from '#web/lib/use-classes'
import { useDepartments } from '#web/lib/use-departments'
import type { RangeParamName, RangeUrlParams } from './use-range-params'

interface RangeFiltersProps {
  params: RangeUrlParams
  update: (change: Partial<Record<RangeParamName, string | undefined>>) => void
}

/** Whose attendance (the school, a class or a department) and in which order. */
export function RangeFilters({ params, update }: RangeFiltersProps) {
  const { t } = useTranslation()
  const classes = useClasses()
  const departments = useDepartments()
  const ids = { scope: useId(), target: useId(), sort: useId() }

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="space-y-1.5">
        <Label htmlFor={ids.scope}>{t('reports.range.scope')}</Label>
        <Select id={ids.scope} value={params.scope} onChange={(e) => update({ scope: e.target.value, classId: undefined, departmentId: undefined })}>
          {REPORT_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`reports.range.scopes.${scope}`)}
            </option>
          ))}
        </Select>
      </div>
      {params.scope === 'class' ? (
        <div className="space-y-1.5">
          <Label htmlFor={ids.target}>{t('reports.columns.class')}</Label>
          <Select id={ids.target} value={params.classId ?? ''} onChange={(e) => update({ classId: e.target.value })}>
            <option value="">{t('reports.range.chooseClass')}</option>
            <FilterOptions selected={params.classId} options={classes.data?.classes} />
          </Select>
        </div>
      ) : params.scope === 'department' ? (
        <div className="space-y-1.5">
          <Label htmlFor={ids.target}>{t('reports.range.department')}</Label>
          <Select id={ids.target} value={params.departmentId ?? ''} onChange={(e) => update({ departmentId: e.target.value })}>
            <option value="">{t('reports.range.chooseDepartment')}</option>
            <FilterOptions selected={params.departmentId} options={departments.data?.departments} />
          </Select>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={ids.sort}>{t('reports.range.sort')}</Label>
        <Select id={ids.sort} value={params.sort} onChange={(e) => update({ sort: e.target.value === 'name' ? undefined : e.target.value })}>
          <option value="name">{t('reports.range.sortName')}</option>
          <option value="rate">{t('reports.range.sortRate')}</option>
        </Select>
      </div>
    </div>
  )
}
