import type { AttendanceStatus } from '#shared/school'

/**
 * Status colours: green for present, red for absent, yellow for anything else; neutral when nothing is
 * recorded. Blue is the scanner's "already checked in": neither a new record nor a refusal; violet its
 * "going home", a departure recorded (ADR 029).
 */
export type StatusTone = 'green' | 'red' | 'yellow' | 'blue' | 'violet' | 'neutral'

export function statusTone(status: AttendanceStatus | null): StatusTone {
  if (status === null) return 'neutral'
  if (status === 'present') return 'green'
  if (status === 'absent') return 'red'
  return 'yellow'
}

/** Filled colours for a badge or a pressed status button; each pair meets AA in both themes. */
export const TONE_FILLED: Record<StatusTone, string> = {
  green: 'border-green-700 bg-green-100 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-200',
  red: 'border-red-700 bg-red-100 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-200',
  yellow: 'border-amber-600 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-200',
  blue: 'border-sky-700 bg-sky-100 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100',
  violet: 'border-violet-700 bg-violet-100 text-violet-950 dark:border-violet-400 dark:bg-violet-950 dark:text-violet-100',
  neutral: 'border-dashed border-input bg-transparent text-muted',
}

/** The dashboard's day-count tiles, in the order they show: each status, then the students with nothing recorded. */
export const COUNT_TILES = [
  { key: 'present', tone: 'green' },
  { key: 'late', tone: 'yellow' },
  { key: 'absent', tone: 'red' },
  { key: 'sick', tone: 'yellow' },
  { key: 'permission', tone: 'yellow' },
  { key: 'notRecorded', tone: 'neutral' },
] as const satisfies readonly { key: AttendanceStatus | 'notRecorded'; tone: StatusTone }[]

/** The small dot beside a count. */
export const TONE_DOT: Record<StatusTone, string> = {
  green: 'bg-green-600',
  red: 'bg-red-600',
  yellow: 'bg-amber-500',
  blue: 'bg-sky-600',
  violet: 'bg-violet-600',
  neutral: 'border border-dashed border-input',
}
