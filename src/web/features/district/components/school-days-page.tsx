import { ChevronLeft } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link, useParams, useSearchParams } from 'react-router'
import { districtDaysQuerySchema, type DistrictDay } from '#shared/contracts/district'
import { DateRangeFields } from '#web/components/date-range-fields'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { ApiError } from '#web/lib/api-client'
import { formatShortDate } from '#web/lib/dates'
import { translateMessage } from '#web/lib/i18n'
import { formatRate } from '#web/lib/numbers'
import { type DaysRange, useDistrictDays } from '../api/district-days'
import { DaysTable } from './days-table'

/** The range in the URL (both ends, so back and forward and a shared link keep it), checked as the server will; none: the default. */
function useDaysRange() {
  const [search, setSearch] = useSearchParams()
  const from = search.get('from') ?? ''
  const to = search.get('to') ?? ''
  const asked = from || to ? districtDaysQuerySchema.safeParse({ from, to }) : null
  const range: DaysRange = asked?.success ? { from, to } : null
  const error = asked && !asked.success ? translateMessage(asked.error.issues[0]!.message) : null
  const choose = (next: { from: string; to: string } | null) => setSearch(next ?? {})
  return { asked: asked ? { from, to } : null, range, error, choose }
}

/** /district/schools/:code (ADR 035): one school day by day, registers taken, rate and counts, over a range the user chooses. */
export function SchoolDaysPage() {
  const { t } = useTranslation()
  const code = useParams().code ?? ''
  const { asked, range, error, choose } = useDaysRange()
  const days = useDistrictDays(code, range)
  const data = asked && !range ? undefined : days.data
  const serverError = days.error instanceof ApiError && days.error.status === 400 ? (days.error.body.fields?.to ?? days.error.body.fields?.from ?? days.error.message) : null
  const shown = asked ?? (data ? { from: data.from, to: data.to } : { from: '', to: '' })
  const setDate = (end: 'from' | 'to', value: string) => choose({ ...shown, [end]: value })

  return (
    <div>
      <Link
        to="/district"
        className="mb-2 inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t('district.allSchools')}
      </Link>
      <PageHeader
        title={days.data?.school.name ?? code}
        subtitle={days.data ? t('district.daysSubtitle', { code: days.data.school.code, timeZone: days.data.school.timeZone }) : undefined}
      />
      <div className="mb-4 max-w-md space-y-2">
        <DateRangeFields
          from={shown.from}
          to={shown.to}
          labels={{ from: t('district.from'), to: t('district.to') }}
          max={days.data ? { from: days.data.today, to: days.data.today } : undefined}
          error={error ?? serverError}
          onChange={setDate}
        />
        {days.data ? <p className="text-sm text-muted">{t('district.rangeHint', { today: formatShortDate(days.data.today) })}</p> : null}
        {asked ? (
          <Button variant="secondary" size="compact" onClick={() => choose(null)}>
            {t('district.lastFourWeeks')}
          </Button>
        ) : null}
      </div>
      {error ? null : days.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner /> {t('district.daysLoading')}
        </p>
      ) : days.isError ? (
        serverError ? null : days.error instanceof ApiError && days.error.status === 404 ? (
          <FormAlert message={t('district.noSuchSchool', { code })} />
        ) : (
          <div className="space-y-2">
            <FormAlert message={t('district.daysLoadFailed')} />
            <Button variant="secondary" onClick={() => void days.refetch()}>
              {t('district.retry')}
            </Button>
          </div>
        )
      ) : data ? (
        <Days name={data.school.name} from={data.from} to={data.to} days={data.days} busy={days.isPlaceholderData} />
      ) : null}
    </div>
  )
}

function Days({ name, from, to, days, busy }: { name: string; from: string; to: string; days: DistrictDay[]; busy: boolean }) {
  const { t } = useTranslation()
  const schoolDays = days.filter((d) => d.isSchoolDay)
  const rates = schoolDays.flatMap((d) => (d.rate === null ? [] : [d.rate]))
  return (
    <div className="space-y-2">
      {rates.length ? (
        <p className="text-sm font-medium" data-testid="days-summary">
          {t('district.daysSummary', { days: String(schoolDays.length), lowest: formatRate(Math.min(...rates)), highest: formatRate(Math.max(...rates)) })}
        </p>
      ) : null}
      {schoolDays.length ? (
        <DaysTable days={schoolDays} busy={busy} caption={t('district.daysCaption', { name, from: formatShortDate(from), to: formatShortDate(to) })} />
      ) : (
        <p className="text-sm text-muted">{t('district.noSchoolDays')}</p>
      )}
      {days.length > schoolDays.length ? <p className="text-sm text-muted">{t('district.daysLeftOut', { count: days.length - schoolDays.length })}</p> : null}
    </div>
  )
}
