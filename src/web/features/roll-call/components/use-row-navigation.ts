import { useMemo } from 'react'
import { useTranslation } from '#web/lib/translation'
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/school'
import { useRowNavigation as useMarkedRows } from '#web/lib/use-row-navigation'

/**
 * The letter of each status in the reader's language (`rollCall.keys`): P/A/L/S/E in English, the
 * Indonesian initials H/A/T/S/I in Bahasa Indonesia. The legend shows the same letters.
 */
export function useShortcutKeys(): Readonly<Record<AttendanceStatus, string>> {
  // t is a new function when the language changes (react-i18next binds languageChanged).
  const { t } = useTranslation()
  return useMemo(
    () => Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, t(`rollCall.keys.${status}`)])) as Record<AttendanceStatus, string>,
    [t],
  )
}

/** Keyboard roll call (lib/use-row-navigation) with the statuses' letters of useShortcutKeys. */
export function useRowNavigation(count: number, onShortcut: (index: number, status: AttendanceStatus) => void) {
  const keys = useShortcutKeys()
  const shortcuts = useMemo(() => new Map(ATTENDANCE_STATUSES.map((status) => [keys[status].toLowerCase(), status])), [keys])
  return useMarkedRows(count, shortcuts, onShortcut)
}
