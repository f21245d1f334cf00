import { CircleCheck, QrCode, RefreshCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { formatShortCode } from '#shared/short-code'
import { StatusBadge } from '#web/components/status-badge'
import { DepartureNote } from '#web/components/departure-note'
import { Button } from '#web/components/ui/button'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { formatSchoolDate } from '#web/lib/dates'
import { errorMessage } from '#web/lib/error-message'
import { useCreateQrCode } from '../api/create-qr-code'
import { useStudentProfile } from '../api/get-student-profile'
import { QrImage } from '#web/components/qr-image'
import { ShortCode } from './short-code'
import { useCountdown } from './use-countdown'

interface ShownCode {
  /** One code a slot of `slotSeconds`, in order (ADR 024): a screenshot is stale within seconds. */
  codes: string[]
  slotSeconds: number
  lifetimeSeconds: number
  /** Each slot's code to type, where the QR cannot be read (ADR 015). */
  shortCodes: string[]
  /** When it expires, on this device's clock. */
  deadline: number
}

/**
 * The slot the countdown is in. The countdown runs from the response's arrival over the
 * server's own span (issuedAt → expiresAt), so the slots follow the server's time, never this phone's clock.
 * The QR and the code to type change together.
 */
function slotOf(shown: ShownCode, secondsLeft: number): number {
  const slot = Math.floor((shown.lifetimeSeconds - secondsLeft) / shown.slotSeconds)
  return Math.min(Math.max(slot, 0), shown.codes.length - 1)
}

/** While a code is shown, the profile is also asked for now and then, in case the live stream is blocked on the way. */
const POLL_WHILE_SHOWN_MS = 5000

/**
 * "Generate QR Code" shows the code and "Expires in N seconds" (the prototype's wording), counting down;
 * at 0 the code disappears and the button returns. Once today is recorded (the code
 * was scanned, or a teacher recorded the day) the card says so instead — and once going-home scans
 * have begun (ADR 029), offers a code again for the departure.
 */
export function QrCodeCard({ today }: { today: StudentProfileResponse['today'] }) {
  const { t } = useTranslation()
  const create = useCreateQrCode()
  const [shown, setShown] = useState<ShownCode | null>(null)
  const seconds = useCountdown(shown?.deadline ?? null)
  const expired = seconds === 0
  const wantsCode = !today.record || today.goingHome
  const active = Boolean(shown && !expired && wantsCode)
  useStudentProfile({ pollMs: active ? POLL_WHILE_SHOWN_MS : undefined })
  const codeArea = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (expired) setShown(null)
  }, [expired])
  useEffect(() => {
    // On a phone the new code would otherwise open below the fold.
    if (shown) codeArea.current?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }, [shown])

  const generate = () =>
    create.mutate(undefined, {
      // The lifetime counts from now on this device, so a phone whose clock is off still shows the right seconds.
      onSuccess: (issued) => {
        const lifetimeMs = Date.parse(issued.expiresAt) - Date.parse(issued.issuedAt)
        setShown({
          codes: issued.codes, slotSeconds: issued.slotSeconds, lifetimeSeconds: lifetimeMs / 1000, shortCodes: issued.shortCodes,
          deadline: Date.now() + lifetimeMs,
        })
      },
    })

  let recorded = null
  let body = null
  let announcement = ''
  if (today.record) {
    const { status, method, time } = today.record
    const checkedIn = method === 'qr' && (status === 'present' || status === 'late')
    announcement = checkedIn ? t('qr.checkedIn', { time }) : t('qr.recordedToday', { status: t(`status.${status}`), time })
    recorded = (
      <div data-checked-in={checkedIn || undefined} className="flex items-start gap-3 rounded-xl border border-border bg-surface-muted p-4">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-green-700 dark:text-green-400" />
        <div className="space-y-2">
          <p className="text-lg font-semibold">{announcement}</p>
          <StatusBadge status={status} />
          <DepartureNote departure={today.departure} />
          <p className="text-sm text-muted">{today.goingHome ? t('qr.goingHome') : t('qr.noScanNeeded')}</p>
        </div>
      </div>
    )
  }
  if (!today.record && !today.isSchoolDay) {
    body = <p className="rounded-xl border border-border bg-surface-muted p-4 text-sm">{t('qr.notSchoolDay', { date: formatSchoolDate(today.date) })}</p>
  } else if (wantsCode) {
    body = (
      <>
        {active && shown ? (
          <div ref={codeArea} className="flex scroll-mt-20 scroll-mb-28 flex-col items-center gap-3">
            <QrImage value={shown.codes[slotOf(shown, seconds ?? 0)]!} label={t('qr.imageLabel')} />
            <p role="timer" className="text-lg font-semibold tabular-nums">
              {t('qr.expiresIn', { count: seconds ?? 0 })}
            </p>
            <ShortCode code={formatShortCode(shown.shortCodes[slotOf(shown, seconds ?? 0)]!)} />
          </div>
        ) : null}
        <Button
          variant={active ? 'secondary' : 'primary'}
          size={active ? 'md' : 'lg'}
          className={active ? 'mt-4 w-full' : 'w-full'}
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
          onClick={generate}
        >
          {create.isPending ? <Spinner /> : active ? <RefreshCw aria-hidden className="size-4" /> : <QrCode aria-hidden className="size-5" />}
          {create.isPending ? t('qr.generating') : active ? t('qr.newCode') : t('qr.generate')}
        </Button>
        {create.isError ? (
          <p role="alert" className="mt-3 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {errorMessage(create.error)}
          </p>
        ) : null}
      </>
    )
  }

  return (
    <Card aria-labelledby="qr-title">
      <CardTitle id="qr-title">{t('qr.title')}</CardTitle>
      <CardDescription className="mb-4">{t('qr.hint')}</CardDescription>
      {recorded}
      {body ? <div className={recorded ? 'mt-4' : undefined}>{body}</div> : null}
      {/* Always in the page, so a screen reader hears "Checked in" the moment it happens. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Card>
  )
}
