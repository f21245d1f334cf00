import { useEffect, useLayoutEffect, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Spinner } from '#web/components/ui/spinner'
import { cn } from '#web/lib/cn'
import { TONE_FILLED } from '#web/lib/status-tone'
import { outcomeIcon, outcomeTone } from './scan-result'
import { ScanPhoto } from './scan-photo'
import { markAnswerPainted } from './scan-timing'
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
    const label = outcome.departure ? t('scan.departure.label') : t(`statusOption.${outcome.status}`)
    return { label, name: outcome.name, className: outcome.className, detail: outcome.departure?.leftEarly ? t('scan.departure.leftEarly') : null, time: outcome.time,
      saved: outcome.offline ? t('scan.offline.savedOnDevice') : null }
  }
  const label = outcome.kind === 'already' ? (outcome.left ? t('scan.departure.alreadyLeft') : t('scan.offline.already')) : t('scan.refused')
  const name = outcome.kind === 'already' ? outcome.name : null
  return { label, name, className: outcome.kind === 'already' ? outcome.className : null, detail: outcome.message, time: null, saved: null }
}

function AnswerPanel({ entry }: { entry: ScanEntry }) {
  const { outcome } = entry
  const tone = outcomeTone(outcome)
  const parts = useAnswerParts(entry)
  const Icon = outcomeIcon(outcome)
  // Mounted once per answer (keyed by the entry): the frame that shows it is the end of "decode to feedback".
  useLayoutEffect(markAnswerPainted, [])
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
      {/* The face to check against the one at the gate; a student with no photo is flagged (ADR 028). */}
      {outcome.kind === 'recorded' ? (
        <ScanPhoto studentId={outcome.studentId} name={outcome.name} updatedAt={outcome.photoUpdatedAt} online={!outcome.offline} className="size-36 border-2 border-current sm:size-48" />
      ) : null}
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
 * scan page's tones: green present, yellow late, violet going home, blue already checked in, red refused), then "ready".
 */
export function GateAnswer({ entry, busy, overCamera }: { entry: ScanEntry | null; busy: boolean; overCamera: boolean }) {
  const { t } = useTranslation()
  const fresh = useFreshEntry(entry)
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {entry ? <Announcer key={entry.id} entry={entry} /> : null}
      </div>
      {fresh ? (
        <AnswerPanel key={fresh.id} entry={fresh} />
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
