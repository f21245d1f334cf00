import { ArrowLeft, Download, Printer } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link, useSearchParams } from 'react-router'
import type { MonthlySheetResponse } from '#shared/contracts/papers'
import { Button } from '#web/components/ui/button'
import { formatDay, formatMonth } from '#web/lib/dates'
import { monthlySheetXlsxUrl, useMonthlySheet } from '../api/get-papers'
import { MonthlySheetGrid } from './monthly-sheet-grid'
import { QueryState } from './query-state'

const longDate = (date: string) => formatDay('longDate', { day: 'numeric', month: 'long', year: 'numeric' }, date)

/**
 * /reports/papers/monthly?classId=&month=: the monthly class attendance sheet as it prints, on one A4
 * landscape page (styles.css, `.paper-landscape`): the school, the class and month, the grid, the
 * legend and holidays, and the two signatures.
 */
export function MonthlySheetPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const params = { classId: search.get('classId') ?? '', month: search.get('month') ?? '' }
  const sheet = useMonthlySheet(params.classId && params.month ? params : null)
  const back = `/reports/papers?${new URLSearchParams(params)}`
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Button asChild variant="ghost">
          <Link to={back}>
            <ArrowLeft aria-hidden className="size-4" />
            {t('papers.monthly.back')}
          </Link>
        </Button>
        {sheet.data ? (
          <>
            <Button onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              {t('papers.monthly.print')}
            </Button>
            <Button asChild variant="secondary">
              <a href={monthlySheetXlsxUrl(params)} download>
                <Download aria-hidden className="size-4" />
                {t('papers.monthly.download')}
              </a>
            </Button>
          </>
        ) : null}
      </div>
      {sheet.data ? <Paper sheet={sheet.data} /> : <QueryState pending={sheet.isPending && Boolean(params.classId)} error={sheet.error} failedText={t('papers.loadFailed')} />}
    </>
  )
}

function Paper({ sheet }: { sheet: MonthlySheetResponse }) {
  const { t } = useTranslation()
  const holidays = sheet.days.filter((d) => d.kind === 'holiday')
  const unnamed = t('papers.monthly.unnamed')
  return (
    <article className="paper-landscape space-y-3 rounded-2xl border border-border bg-surface p-4 text-fg print:rounded-none print:border-0 print:p-0">
      <header className="text-center">
        <h1 className="text-lg font-bold uppercase tracking-wide print:text-[12pt]">{t('papers.monthly.title')}</h1>
        <p className="font-semibold">{sheet.school.name}</p>
        <p className="text-sm">{t('papers.monthly.subtitle', { className: sheet.class.name, month: formatMonth(`${sheet.month}-01`) })}</p>
      </header>
      {sheet.rows.length === 0 ? <p className="text-sm text-muted">{t('papers.monthly.noStudents')}</p> : <MonthlySheetGrid sheet={sheet} />}
      <div className="space-y-0.5 text-xs print:text-[7pt]">
        <p>{t('papers.monthly.legend')}</p>
        <p>
          {t('papers.monthly.holidays')}:{' '}
          {holidays.length ? holidays.map((d) => `${Number(d.date.slice(8))} ${d.holiday}`).join('; ') : t('papers.monthly.noHolidays')}
        </p>
      </div>
      <div className="flex justify-between gap-8 pt-2 text-sm print:text-[9pt]" data-signatures>
        <Signature above={t('papers.monthly.knownBy')} role={t('papers.monthly.headmaster')} name={sheet.headmaster ?? unnamed} />
        <Signature
          above={t('papers.monthly.placeDate', { city: sheet.school.city ?? unnamed, date: longDate(sheet.signedOn) })}
          role={t('papers.monthly.homeroomTeacher')}
          name={sheet.class.homeroomTeacher ?? unnamed}
        />
      </div>
    </article>
  )
}

function Signature({ above, role, name }: { above: string; role: string; name: string }) {
  return (
    <div className="min-w-48 text-center">
      <p>{above}</p>
      <p>{role}</p>
      <p className="mt-14 font-semibold underline underline-offset-2 print:mt-12">{name}</p>
    </div>
  )
}
