import { DoorOpen, HeartPulse, UserX, Clock } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import type { RegisterRow } from '#shared/contracts/registers'
import { schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'

/** What the school knows of the student's day, in one line: came through the gate (and when), away, excused. */
export function DayLine({ day }: { day: RegisterRow['day'] }) {
  const { t } = useTranslation()
  const { school } = useMe()
  if (!day) {
    return <Line icon={Clock} text={t('lessonRegister.day.none')} className="text-muted" />
  }
  const time = schoolTime(day.recordedAt, school.timeZone).slice(0, 5)
  switch (day.status) {
    case 'present':
      return <Line icon={DoorOpen} text={day.method === 'qr' ? t('lessonRegister.day.gate', { time }) : t('lessonRegister.day.present')} className="text-green-800 dark:text-green-300" />
    case 'late':
      return <Line icon={DoorOpen} text={day.method === 'qr' ? t('lessonRegister.day.gateLate', { time }) : t('lessonRegister.day.late')} className="text-amber-800 dark:text-amber-300" />
    case 'absent':
      return <Line icon={UserX} text={t('lessonRegister.day.absent')} className="text-danger" />
    case 'sick':
      return <Line icon={HeartPulse} text={t('lessonRegister.day.sick')} className="text-amber-800 dark:text-amber-300" />
    case 'permission':
      return <Line icon={HeartPulse} text={t('lessonRegister.day.permission')} className="text-amber-800 dark:text-amber-300" />
  }
}

function Line({ icon: Icon, text, className }: { icon: typeof Clock; text: string; className: string }) {
  return (
    <p data-day className={`flex items-center gap-1.5 text-sm font-medium ${className}`}>
      <Icon aria-hidden className="size-4 shrink-0" />
      <span>{text}</span>
    </p>
  )
}
