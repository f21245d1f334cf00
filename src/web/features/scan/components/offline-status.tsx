import { CloudOff, RefreshCw, Wifi } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { DEVICE_NAME_MAX_LENGTH } from '#shared/limits'
import { Card } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { cn } from '#web/lib/cn'
import { schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import type { OfflineGate } from '../offline/use-offline-gate'

/**
 * When the device's roster was fetched, on the school's clock: as the server said it, or (a roster kept before the
 * server said it) worked out here, which costs the page its first time-zone format.
 */
const rosterTime = (roster: NonNullable<OfflineGate['roster']>, timeZone: string) =>
  roster.schoolTime ?? schoolTime(new Date(roster.fetchedAt), timeZone).slice(0, 5)

/** The gate's state in one line, on the scan page and in gate mode alike. */
export function useOfflineHeadline(gate: OfflineGate): string {
  const { t } = useTranslation()
  if (!gate.online) return t('scan.offline.banner', { count: gate.waiting })
  return gate.waiting ? t('scan.offline.sending', { count: gate.waiting }) : t('scan.offline.online')
}

/**
 * Whether the scanner works with the server or on its own (ADR 027): "Offline — N scans waiting" while
 * the network is gone, "Sending N scans…" once it is back, and how fresh the device's roster is; with
 * the scanner's name, which other gates see in "already checked in … by Gate 1".
 */
export function OfflineStatus({ gate }: { gate: OfflineGate }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const id = useId()
  const Icon = gate.online ? (gate.waiting ? RefreshCw : Wifi) : CloudOff
  const headline = useOfflineHeadline(gate)
  return (
    <Card aria-labelledby={`${id}-state`} data-online={gate.online} data-waiting={gate.waiting}>
      <div
        className={cn(
          'flex items-start gap-3 rounded-xl border-2 px-3 py-2',
          gate.online ? 'border-border' : 'border-amber-600 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
        )}
      >
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <p id={`${id}-state`} role="status" className="font-bold">
            {headline}
          </p>
          <p className="text-sm">
            {gate.roster && gate.installed
              ? t('scan.offline.ready', { count: gate.roster.students, time: rosterTime(gate.roster, school.timeZone) })
              : t('scan.offline.notReady')}
          </p>
        </div>
      </div>
      <div className="mt-3 space-y-1.5">
        <Label htmlFor={`${id}-name`}>{t('scan.offline.deviceName')}</Label>
        <Input
          id={`${id}-name`}
          value={gate.deviceName}
          maxLength={DEVICE_NAME_MAX_LENGTH}
          placeholder={t('scan.offline.deviceNamePlaceholder')}
          aria-describedby={`${id}-name-hint`}
          onChange={(event) => gate.setDeviceName(event.target.value)}
        />
        <p id={`${id}-name-hint`} className="text-sm text-muted">
          {t('scan.offline.deviceNameHint')}
        </p>
      </div>
    </Card>
  )
}
