import { useCallback } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { Level } from '#shared/school'
import { useMe } from './session'

/** A level as this school names it (School settings → Level names), else as the reader's language does ("SMP (Kelas VII–IX)"). */
export function useLevelLabel(): (level: Level) => string {
  const { t } = useTranslation()
  const names = useMe().school.levelNames
  return useCallback((level: Level) => names?.[level] || t(`levels.${level}`), [names, t])
}
