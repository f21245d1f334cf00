import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { FilterOptions } from '#web/components/filter-options'
import { SubjectLessonsTable } from '#web/components/subject-lessons-table'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useClassLessons } from '../api/get-class-lessons'
import { useLessonClasses } from '../api/get-lesson-classes'
import { useHistoryRange } from './history-range'
import { NoTermNotice } from './no-term-notice'
import { NotTakenRegisters } from './not-taken-registers'
import { QueryState } from './query-state'
import { RangePicker } from './range-picker'

/** /reports/lessons: a class's lessons by subject over a range, and the registers not taken (ADR 052). */
export function LessonsPage() {
  const { t } = useTranslation()
  const { school, params, resolved, update, hasTerm, range } = useHistoryRange()
  const classes = useLessonClasses()
  const list = classes.data?.classes
  // One class to read: it is the one shown.
  const classId = params.classId ?? (list?.length === 1 ? list[0]!.id : undefined)
  const lessons = useClassLessons(classId, range)
  const classField = useId()

  if (!school.data || !resolved) return <QueryState pending={school.isPending} error={school.error} failedText={t('reports.loadFailed')} />
  return (
    <div className="space-y-4">
      <Card role="search" aria-label={t('reports.filters')} className="space-y-4 p-4 print:hidden">
        <div className="space-y-1.5 sm:max-w-xs">
          <Label htmlFor={classField}>{t('lessonReports.classLabel')}</Label>
          <Select id={classField} value={classId ?? ''} onChange={(e) => update({ classId: e.target.value || undefined })}>
            <option value="">{t('lessonReports.chooseClass')}</option>
            <FilterOptions selected={classId} options={list} />
          </Select>
        </div>
        <RangePicker resolved={resolved} today={school.data.today} hasTerm={hasTerm} update={update} />
      </Card>
      {resolved.kind === 'noTerm' ? (
        <NoTermNotice />
      ) : !range ? null : (
        <>
          <Card aria-labelledby="class-lessons-title" className="p-4" data-class-lessons={classId}>
            <CardTitle id="class-lessons-title">
              {t('lessonReports.title')}
              {lessons.data && classId ? ` · ${lessons.data.class.name}` : ''}
            </CardTitle>
            <CardDescription className="mb-3">{t('lessonReports.definition')}</CardDescription>
            {list?.length === 0 ? (
              <p className="text-sm text-muted">{t('lessonReports.noClasses')}</p>
            ) : !classId ? (
              <p className="text-sm text-muted">{t('lessonReports.chooseClassFirst')}</p>
            ) : lessons.data ? (
              <SubjectLessonsTable data={lessons.data} caption={t('lessonReports.tableCaption', { name: lessons.data.class.name })} busy={lessons.isFetching} />
            ) : (
              <QueryState pending={lessons.isPending} error={lessons.error} failedText={t('lessonReports.loadFailed')} />
            )}
          </Card>
          <NotTakenRegisters range={range} />
        </>
      )}
    </div>
  )
}
