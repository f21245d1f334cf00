import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link, useSearchParams } from 'react-router'
import type { DistrictSchool } from '#shared/contracts/district'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { Spinner } from '#web/components/ui/spinner'
import { formatCount, formatRate } from '#web/lib/numbers'
import { useDistrictSchools } from '../api/district-schools'
import { AddSchoolDialog } from './add-school-dialog'

/** Every school: a card each on a phone, a table from a tablet up; the registers' day to choose; Add school. */
export function SchoolsPanel() {
  const { t } = useTranslation()
  // In the URL, so coming back from a school's days shows the same day.
  const [search, setSearch] = useSearchParams()
  const date = search.get('date') ?? ''
  const setDate = (value: string) => setSearch(value ? { date: value } : {}, { replace: true })
  const [adding, setAdding] = useState(false)
  const schools = useDistrictSchools(date)

  return (
    <section aria-labelledby="district-schools-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="district-schools-title" className="text-2xl font-bold tracking-tight">
          {t('district.title')}
        </h1>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-64 max-w-full">
            <FormField label={t('district.date')} hint={date ? undefined : t('district.dateHint')} name="date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <Button onClick={() => setAdding(true)}>{t('district.addSchool')}</Button>
        </div>
      </div>
      {schools.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner /> {t('district.loading')}
        </p>
      ) : schools.isError ? (
        <div className="space-y-2">
          <FormAlert message={t('district.loadFailed')} />
          <Button variant="secondary" onClick={() => void schools.refetch()}>
            {t('district.retry')}
          </Button>
        </div>
      ) : schools.data.schools.length === 0 ? (
        <p className="text-sm text-muted">{t('district.empty')}</p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label={t('district.title')}>
            {schools.data.schools.map((school) => (
              <li key={school.code}>
                <SchoolCard school={school} />
              </li>
            ))}
          </ul>
          <SchoolsTable schools={schools.data.schools} />
        </>
      )}
      <AddSchoolDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  )
}

function useFigures() {
  const { t } = useTranslation()
  return (school: DistrictSchool) => [
    { label: t('district.students'), value: formatCount(school.students) },
    { label: t('district.todayRate'), value: formatRate(school.todayRate) },
    { label: t('district.termRate'), value: formatRate(school.termRate) },
    { label: t('district.earlyWarnings'), value: formatCount(school.earlyWarnings) },
    { label: t('district.registers'), value: t('district.registersOf', { taken: formatCount(school.completion.taken), classes: formatCount(school.completion.classes) }) },
  ]
}

function SchoolCard({ school }: { school: DistrictSchool }) {
  const figures = useFigures()
  return (
    <article className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <h2 className="text-base font-semibold">
        <SchoolLink school={school} />
      </h2>
      <p className="text-sm text-muted">{school.code}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {figures(school).map((f) => (
          <div key={f.label}>
            <dt className="text-muted">{f.label}</dt>
            <dd className="font-semibold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}

function SchoolsTable({ schools }: { schools: DistrictSchool[] }) {
  const { t } = useTranslation()
  const figures = useFigures()
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('district.title')}</caption>
        <thead className="bg-surface-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">{t('district.school')}</th>
            <th scope="col" className="px-3 py-2 font-semibold">{t('district.code')}</th>
            {figures(schools[0]!).map((f) => (
              <th key={f.label} scope="col" className="px-3 py-2 text-right font-semibold">{f.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {schools.map((school) => (
            <tr key={school.code} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <SchoolLink school={school} />
              </th>
              <td className="px-3 py-2 text-muted">{school.code}</td>
              {figures(school).map((f) => (
                <td key={f.label} className="px-3 py-2 text-right tabular-nums">{f.value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A school's name, leading to its days (/district/schools/:code). */
function SchoolLink({ school }: { school: DistrictSchool }) {
  const { t } = useTranslation()
  return (
    <Link
      to={`/district/schools/${encodeURIComponent(school.code)}`}
      title={t('district.openDays', { name: school.name })}
      className="inline-flex min-h-11 items-center rounded-md text-accent underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {school.name}
    </Link>
  )
}
