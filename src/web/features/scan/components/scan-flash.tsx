import { useEffect, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { cn } from '#web/lib/cn'
import { TONE_FILLED } from '#web/lib/status-tone'
import { outcomeTone, recordedText } from './scan-result'
import type { ScanEntry } from './use-scan-queue'

const SHOWN_MS = 3000

/**
 * The newest answer laid over the camera picture for a moment, where the teacher is
 * looking; the result card below says it to screen readers, so this one is silent.
 */
export function ScanFlash({ entry }: { entry: ScanEntry | null }) {
  const { t } = useTranslation()
  const [, rerender] = useState(0)
  const age = entry ? Date.now() - Date.parse(entry.at) : Infinity
  useEffect(() => {
    if (!entry) return
    const timer = setTimeout(() => rerender((n) => n + 1), SHOWN_MS - (Date.now() - Date.parse(entry.at)))
    return () => clearTimeout(timer)
  }, [entry])
  if (!entry || age >= SHOWN_MS) return null

  const { outcome } = entry
  return (
    <p
      aria-hidden
      className={cn('absolute inset-x-2 bottom-2 rounded-lg border-2 px-3 py-2 text-base font-bold shadow-lg', TONE_FILLED[outcomeTone(outcome)])}
    >
      {outcome.kind === 'recorded' ? recordedText(t, outcome) : outcome.message}
    </p>
  )
}
