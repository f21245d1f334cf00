import { useTranslation } from '#web/lib/translation'
import { Link, useParams, useSearchParams } from 'react-router'
import { ChevronLeft } from 'lucide-react'
import { isValidIsoDate } from '#shared/dates'
import { Spinner } from '#web/components/ui/spinner'
import { useLessonsToday } from '../api/get-lessons-today'
import { useRegister } from '../api/get-register'
import { registerError } from './register-errors'
import { RegisterSheet } from './register-sheet'

/** /lessons/:id?date=… — a lesson's register on a date (today's, as the teacher's lessons say, when none is given). */
export function RegisterPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  const asked = search.get('date') ?? ''
  const dateInAddress = isValidIsoDate(asked) ? asked : undefined
  const today = useLessonsToday({ enabled: !dateInAddress })
  const date = dateInAddress ?? today.data?.date
  const register = useRegister(id, date)

  return (
    <>
      <Link to="/" className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent hover:underline">
        <ChevronLeft aria-hidden className="size-4" />
        {t('lessonRegister.page.back')}
      </Link>
      {register.isError || today.isError ? (
        <>
          <h1 className="mb-3 text-2xl font-bold">{t('lessonRegister.page.listLabel')}</h1>
          <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {t('lessonRegister.page.loadFailed')} {registerError(register.error ?? today.error)}
          </p>
        </>
      ) : register.data ? (
        <RegisterSheet key={`${id}|${register.data.date}`} register={register.data} fetchedAt={register.dataUpdatedAt} />
      ) : (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      )}
    </>
  )
}
