import { ChevronRight, CircleCheck } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { SetupStep } from '#shared/contracts/school-setup'
import { Badge } from '#web/components/ui/badge'
import { ProgressBar } from '#web/components/ui/progress-bar'
import { cn } from '#web/lib/cn'
import { useSchoolSetup } from '../api/get-school-setup'

/** Where each step is done. The school's settings are a section of Settings (features/account). */
const STEP_PAGES: Record<SetupStep, string> = {
  settings: '/settings#school',
  departments: '/departments',
  teachers: '/teachers',
  classes: '/classes',
  students: '/students',
  passwords: '/students',
  rollCall: '/roll-call',
}

/**
 * The headmaster's first-run checklist at the top of the dashboard, while any step is left: once
 * every step is done it is gone, and comes back only if a step is undone (a student added without
 * a password), showing just what is left.
 */
export function SetupChecklist({ headmaster }: { headmaster: boolean }) {
  const { t } = useTranslation()
  const titleId = useId()
  const setup = useSchoolSetup(headmaster)
  if (!setup.data || setup.data.complete) return null
  const { steps } = setup.data
  const done = steps.filter((s) => s.done).length
  const next = steps.find((s) => !s.done)?.step
  const progress = t('firstRun.progress', { done: String(done), total: String(steps.length) })

  return (
    <section aria-labelledby={titleId} data-setup-checklist className="mb-6 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5 print:hidden">
      <h2 id={titleId} className="text-lg font-semibold text-fg">
        {t('firstRun.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('firstRun.intro')}</p>
      <ProgressBar className="mt-3" label={t('firstRun.title')} value={(done / steps.length) * 100} text={progress} />
      <ol className="mt-3 space-y-1">
        {steps.map(({ step, done: isDone }, index) => (
          <li key={step} data-step={step} data-done={isDone}>
            <Link
              to={STEP_PAGES[step]}
              // Named by the step and its state ("Teachers: To do"); the hint describes it.
              aria-label={`${t(`firstRun.steps.${step}.title`)}: ${isDone ? t('firstRun.done') : t('firstRun.toDo')}`}
              aria-describedby={`${titleId}-${step}`}
              className={cn(
                '-mx-2 flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 hover:bg-surface-muted',
                step === next && 'bg-accent-soft/50',
              )}
            >
              {isDone ? (
                <CircleCheck aria-hidden className="size-7 shrink-0 text-accent" />
              ) : (
                <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full border-2 border-input text-xs font-bold text-muted">
                  {index + 1}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className={cn('block font-medium', isDone ? 'text-muted' : 'text-fg')}>
                  {t(`firstRun.steps.${step}.title`)}
                </span>
                <span id={`${titleId}-${step}`} className="block text-sm text-muted">{t(`firstRun.steps.${step}.hint`)}</span>
              </span>
              {step === next ? <Badge>{t('firstRun.next')}</Badge> : null}
              <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
