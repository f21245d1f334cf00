import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckCheck, Keyboard, Save } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { LESSON_MARKS, type LessonMark, type RegisterResponse } from '#shared/contracts/registers'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { useMe } from '#web/lib/session'
import { useRowNavigation } from '#web/lib/use-row-navigation'
import { useUnsavedGuard } from '#web/lib/use-unsaved-guard'
import { lessonsTodayQueryKey } from '../api/get-lessons-today'
import { registerQueryKey } from '../api/get-register'
import { saveRegister } from '../api/save-register'
import { queueRegister, unreachable } from '../offline/outbox'
import { useOutboxState } from '../offline/outbox-state'
import { OutboxNotice } from './outbox-notice'
import { registerError } from './register-errors'
import { RegisterHeader } from './register-header'
import { RegisterRow } from './register-row'
import { useRegisterMarks } from './use-register-marks'

const KEY_TEXT = { present: 'lessonRegister.keys.present', late: 'lessonRegister.keys.late', absent: 'lessonRegister.keys.absent' } as const

/** A lesson's register: every student of the class, one tap each, one Save for all (kept on the device with no network). */
export function RegisterSheet({ register, fetchedAt }: { register: RegisterResponse; fetchedAt: number }) {
  const { t } = useTranslation()
  const { user } = useMe()
  const queryClient = useQueryClient()
  const outbox = useOutboxState(user.id, register.lessonId, register.date)
  // What waits on the device, or was sent and not yet read back, counts as saved.
  const waiting = outbox && (outbox.phase !== 'sent' || fetchedAt < Date.parse(outbox.at)) ? outbox.entry.marks : null
  const { lines, changedLines, unmarked, firstTake, toSend, mark, note, markRestPresent, clear, touched } = useRegisterMarks(register.rows, register.taken !== null, waiting)
  const [error, setError] = useState<string | null>(null)
  const keys = useMemo(() => Object.fromEntries(LESSON_MARKS.map((m) => [m, t(KEY_TEXT[m])])) as Record<LessonMark, string>, [t])
  const shortcuts = useMemo(() => new Map(LESSON_MARKS.map((m) => [keys[m].toLowerCase(), m])), [keys])
  const onShortcut = useCallback((index: number, status: LessonMark) => lines[index] && mark(lines[index], status), [lines, mark])
  const nav = useRowNavigation(lines.length, shortcuts, onShortcut)
  useUnsavedGuard(touched, t('lessonRegister.page.discardConfirm'))

  const save = useMutation({
    // Offline it does not wait for the network (TanStack's default): it keeps the register on the device.
    networkMode: 'always',
    mutationFn: async (marks: typeof toSend) => {
      const body = { date: register.date, marks: marks.map((m) => ({ ...m, note: m.note ?? undefined })) }
      if (!navigator.onLine) return { queued: true as const, marks }
      try {
        return { queued: false as const, saved: await saveRegister(register.lessonId, body) }
      } catch (failure) {
        if (unreachable(failure)) return { queued: true as const, marks }
        throw failure
      }
    },
    onSuccess: async (result) => {
      setError(null)
      if (result.queued) {
        await queueRegister(user.id, register.lessonId, register.date, result.marks)
        toast.info(t('lessonRegister.offline.queued'))
      } else {
        queryClient.setQueryData(registerQueryKey(register.lessonId, register.date), result.saved)
        void queryClient.invalidateQueries({ queryKey: lessonsTodayQueryKey })
        toast.success(t('lessonRegister.page.saved'))
      }
      clear()
    },
    onError: (failure) => {
      const message = registerError(failure)
      setError(message)
      toast.error(message)
    },
  })

  const ready = toSend.length > 0 && (!firstTake || unmarked === 0)
  return (
    <>
      <RegisterHeader register={register} />
      <OutboxNotice state={outbox} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('lessonRegister.page.studentCount', { count: lines.length })}</p>
        <Button variant="secondary" disabled={unmarked === 0} onClick={markRestPresent}>
          <CheckCheck aria-hidden className="size-4" />
          {t('lessonRegister.page.markRestPresent')}
        </Button>
      </div>
      {lines.length > 0 ? (
        <p className="mb-3 hidden items-start gap-2 rounded-lg bg-surface-muted px-3 py-2 text-xs text-muted sm:flex">
          <Keyboard aria-hidden className="mt-px size-4 shrink-0" />
          <span>
            <span className="font-semibold text-fg">{t('lessonRegister.page.shortcutsTitle')}:</span> {t('lessonRegister.page.shortcuts', keys)}
          </span>
        </p>
      ) : (
        <p className="py-6 text-muted">{t('lessonRegister.page.emptyClass')}</p>
      )}
      <ul aria-label={t('lessonRegister.page.listLabel')} className="space-y-2">
        {lines.map((line, index) => (
          <RegisterRow
            key={line.row.student.id}
            ref={nav.setRef(index)}
            line={line}
            active={index === nav.active}
            disabled={save.isPending}
            onMark={(status) => mark(line, status)}
            onNote={(text) => note(line, text)}
            onFocus={() => nav.setActive(index)}
            onKeyDown={(event) => nav.onKeyDown(index, event)}
          />
        ))}
      </ul>
      {error ? <p role="alert" className="mt-4 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">{error}</p> : null}
      <div className="sticky bottom-[calc(5rem+env(safe-area-inset-bottom))] z-20 mt-4 flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-3 shadow-lg lg:bottom-4">
        <p className="text-sm font-medium" aria-live="polite">
          {firstTake && unmarked > 0
            ? t('lessonRegister.page.toMark', { count: unmarked })
            : changedLines.length
              ? t('lessonRegister.page.changes', { count: changedLines.length })
              : t('lessonRegister.page.noChanges')}
        </p>
        <Button size="lg" className="shrink-0 whitespace-nowrap" disabled={!ready || save.isPending} aria-busy={save.isPending || undefined} onClick={() => save.mutate(toSend)}>
          {save.isPending ? <Spinner /> : <Save aria-hidden className="size-4" />}
          {save.isPending ? t('lessonRegister.page.saving') : t('lessonRegister.page.save')}
        </Button>
      </div>
    </>
  )
}
