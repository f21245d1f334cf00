import { CircleCheck, CircleX, Clock, History, UserX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '#web/components/ui/spinner'
import { cn } from '#web/lib/cn'
import { TONE_FILLED } from '#web/lib/status-tone'
import { outcomeTone } from './scan-result'
import type { ScanEntry } from './use-scan-queue'

/** How long an answer fills the screen before gate mode is ready again: long enough to glance, short enough for the next student. */
export const GATE_ANSWER_MS = 1_500

/** The newest entry while it is fresh, else null; renders again when it goes stale. */
function useFreshEntry(entry: ScanEntry | null): ScanEntry | null {
  const [, rerender] = useState(0)
  const age = entry ? Date.now() - Date.parse(entry.at) : Infinity
  useEffect(() => {
    if (!entry) return
    const timer = setTimeout(() => rerender((n) => n + 1), GATE_ANSWER_MS - (Date.now() - Date.parse(entry.at)))
    return () => clearTimeout(timer)
  }, [entry])
  return entry && age < GATE_ANSWER_MS ? entry : null
}

/** What an answer says, piece by piece: the screen shows them large, the live region reads them out. */
function useAnswerParts({ outcome }: ScanEntry) {
  const { t } = useTranslation()
  if (outcome.kind === 'recorded') {
    return { label: t(`statusOption.${outcome.status}`), name: outcome.name, className: outcome.className, detail: null, time: outcome.time,
      saved: outcome.offline ? t('scan.offline.savedOnDevice') : null }
  }
  const label = outcome.kind === 'already' ? t('scan.offline.already') : t('scan.refused')
  const name = outcome.kind === 'already' ? outcome.name : null
  return { label, name, className: outcome.kind === 'already' ? outcome.className : null, detail: outcome.message, time: null, saved: null }
}

/**
 * The student's photo, large, for the teacher to check the face (ADR 025's photos pass its address;
 * ADR 028). Without one, a recorded student is flagged "No photo".
 */
function PhotoSlot({ photoUrl, name, flag }: { photoUrl?: string | null; name: string | null; flag: boolean }) {
  const { t } = useTranslation()
  if (photoUrl) return <img src={photoUrl} alt={name ? t('scan.gate.photoOf', { name }) : ''} className="size-36 shrink-0 rounded-2xl border-2 border-current object-cover sm:size-48" />
  if (!flag) return null
  return (
    <p data-no-photo className="inline-flex items-center gap-1.5 rounded-full border-2 border-current px-3 py-1 text-sm font-bold tracking-wide uppercase">
      <UserX aria-hidden className="size-4" />
      {t('scan.gate.noPhoto')}
    </p>
  )
}

function AnswerPanel({ entry, photoUrl }: { entry: ScanEntry; photoUrl?: string | null }) {
  const { outcome } = entry
  const tone = outcomeTone(outcome)
  const parts = useAnswerParts(entry)
  const Icon = outcome.kind === 'refused' ? CircleX : outcome.kind === 'already' ? History : outcome.status === 'late' ? Clock : CircleCheck
  return (
    <div
      data-gate-answer={outcome.kind}
      data-tone={tone}
      data-entry={entry.id}
      className={cn(
        'absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 overflow-y-auto rounded-2xl border-4 p-5 text-center motion-safe:animate-gate-in',
        TONE_FILLED[tone],
      )}
    >
      <PhotoSlot photoUrl={photoUrl} name={parts.name} flag={outcome.kind === 'recorded'} />
      <Icon aria-hidden className="size-14 shrink-0 sm:size-20" />
      <p className="text-3xl leading-tight font-black tracking-wide uppercase sm:text-5xl">{parts.label}</p>
      {parts.name ? <p className="max-w-full text-5xl leading-tight font-black break-words sm:text-7xl">{parts.name}</p> : null}
      {parts.className ? <p className="text-3xl font-bold sm:text-5xl">{parts.className}</p> : null}
      {parts.time ? (
        <p className="text-4xl font-bold tabular-nums sm:text-6xl">
          <time>{parts.time}</time>
        </p>
      ) : null}
      {parts.detail ? <p className={cn('font-bold break-words', parts.name ? 'text-xl sm:text-2xl' : 'text-3xl sm:text-4xl')}>{parts.detail}</p> : null}
      {parts.saved ? <p className="text-base font-semibold">{parts.saved}</p> : null}
    </div>
  )
}

/** The newest answer for screen readers, kept after the screen has gone back to "ready". */
function Announcer({ entry }: { entry: ScanEntry }) {
  const parts = useAnswerParts(entry)
  return (
    <>
      {[parts.label, parts.name, parts.className, parts.time, parts.detail, parts.saved].filter(Boolean).map((text, i) => (
        <span key={i}>{`${text} `}</span>
      ))}
    </>
  )
}

/**
 * Gate mode's answer: the newest scan filling the stage for about 1.5 s in its outcome's colour (the
 * scan page's tones: green present, yellow late, blue already checked in, red refused), then "ready".
 * `photoUrl` is the slot for the student's photo.
 */
export function GateAnswer({ entry, busy, overCamera, photoUrl }: { entry: ScanEntry | null; busy: boolean; overCamera: boolean; photoUrl?: string | null }) {
  const { t } = useTranslation()
  const fresh = useFreshEntry(entry)
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {entry ? <Announcer key={entry.id} entry={entry} /> : null}
      </div>
      {fresh ? (
        <AnswerPanel key={fresh.id} entry={fresh} photoUrl={photoUrl} />
      ) : (
        <div
          data-gate-ready
          className={cn(
            'relative mx-3 rounded-2xl px-5 py-4 text-center',
            overCamera ? 'mt-auto mb-3 bg-surface/90 shadow-lg' : 'my-auto',
          )}
        >
          <p className="flex items-center justify-center gap-2 text-2xl font-bold sm:text-3xl">
            {busy ? <Spinner /> : null}
            {busy ? t('scan.checking') : t('scan.gate.ready')}
          </p>
          <p className="mt-1 text-sm text-muted sm:text-base">{t('scan.gate.readyHint')}</p>
        </div>
      )}
    </>
  )
}
