import { Download, Printer } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link, useSearchParams } from 'react-router'
import { ExportLinks } from '#web/components/export-links'
import { FilterOptions } from '#web/components/filter-options'
import { Button } from '#web/components/ui/button'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useClasses } from '#web/lib/use-classes'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import { monthlySheetXlsxUrl, semesterRecapExportUrl, useSemesterRecap } from '../api/get-papers'
import { QueryState } from './query-state'
import { RecapTable } from './recap-table'

/**
 * /reports/papers: the papers a school files (ADR 047). One class; its monthly attendance sheet (to
 * print, or as XLSX) and its semester recap for report cards (on screen, CSV, XLSX). The choices live
 * in the address, so a printed or shared link opens the same paper.
 */
export function PapersPage() {
  const { t } = useTranslation()
  const school = useSchoolSettings()
  const classes = useClasses()
  const [search, setSearch] = useSearchParams()
  const ids = { klass: useId(), month: useId(), from: useId(), to: useId() }
  const update = (change: Record<string, string>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      return next
    }, { replace: true })

  const data = school.data
  if (!data) return <QueryState pending={school.isPending} error={school.error} failedText={t('papers.loadFailed')} />
  const { today, settings } = data
  const classId = search.get('classId') ?? ''
  const month = search.get('month') || today.slice(0, 7)
  const termFrom = settings.termStart && settings.termStart <= today ? settings.termStart : `${today.slice(0, 7)}-01`
  const from = search.get('from') || termFrom
  const to = search.get('to') || (settings.termEnd && settings.termEnd < today && settings.termEnd >= from ? settings.termEnd : today)
  const sheetParams = classId ? { classId, month } : null
  const recapParams = classId && from && to ? { classId, from, to } : null

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted print:hidden">{t('papers.intro')}</p>
      <Card role="search" aria-label={t('reports.filters')} className="p-4 print:hidden">
        <div className="max-w-sm space-y-1.5">
          <Label htmlFor={ids.klass}>{t('papers.classLabel')}</Label>
          <Select id={ids.klass} value={classId} onChange={(e) => update({ classId: e.target.value })}>
            <option value="">{t('papers.chooseClass')}</option>
            <FilterOptions selected={classId} options={classes.data?.classes} />
          </Select>
          {classes.data && classes.data.classes.length === 0 ? <p className="text-sm text-muted">{t('papers.noClasses')}</p> : null}
        </div>
      </Card>

      <Card aria-labelledby="monthly-sheet-title" className="space-y-4 p-4 print:hidden">
        <div>
          <CardTitle id="monthly-sheet-title">{t('papers.monthly.heading')}</CardTitle>
          <CardDescription>{t('papers.monthly.description')}</CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full space-y-1.5 sm:w-48">
            <Label htmlFor={ids.month}>{t('papers.monthLabel')}</Label>
            <Input id={ids.month} type="month" value={month} max={today.slice(0, 7)} onChange={(e) => e.target.value && update({ month: e.target.value })} />
          </div>
          {sheetParams ? (
            <>
              <Button asChild>
                <Link to={`/reports/papers/monthly?${new URLSearchParams(sheetParams)}`}>
                  <Printer aria-hidden className="size-4" />
                  {t('papers.monthly.open')}
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <a href={monthlySheetXlsxUrl(sheetParams)} download>
                  <Download aria-hidden className="size-4" />
                  {t('papers.monthly.download')}
                </a>
              </Button>
            </>
          ) : (
            <p className="text-sm text-muted">{t('papers.chooseClass')}</p>
          )}
        </div>
      </Card>

      <section aria-labelledby="semester-recap-title" className="space-y-4">
        <Card className="space-y-4 p-4 print:hidden">
          <div>
            <CardTitle id="semester-recap-title">{t('papers.recap.heading')}</CardTitle>
            <CardDescription>{t('papers.recap.description')}</CardDescription>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
            <div className="space-y-1.5 sm:w-44">
              <Label htmlFor={ids.from}>{t('papers.fromLabel')}</Label>
              <Input id={ids.from} type="date" value={from} max={to} onChange={(e) => e.target.value && update({ from: e.target.value })} />
            </div>
            <div className="space-y-1.5 sm:w-44">
              <Label htmlFor={ids.to}>{t('papers.toLabel')}</Label>
              <Input id={ids.to} type="date" value={to} min={from} onChange={(e) => e.target.value && update({ to: e.target.value })} />
            </div>
            {recapParams ? (
              <div className="col-span-2">
                <ExportLinks href={(format) => semesterRecapExportUrl(recapParams, format)} />
              </div>
            ) : null}
          </div>
        </Card>
        {recapParams ? <Recap params={recapParams} /> : null}
      </section>
    </div>
  )
}

function Recap({ params }: { params: { classId: string; from: string; to: string } }) {
  const { t } = useTranslation()
  const recap = useSemesterRecap(params)
  if (!recap.data) return <QueryState pending={recap.isPending} error={recap.error} failedText={t('papers.loadFailed')} />
  return <RecapTable recap={recap.data} busy={recap.isFetching} />
}
