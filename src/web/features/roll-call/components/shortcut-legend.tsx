import { Keyboard } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { useShortcutKeys } from './use-row-navigation'

export function ShortcutLegend() {
  const { t } = useTranslation()
  const keys = useShortcutKeys()
  return (
    <p className="mb-3 hidden items-start gap-2 rounded-lg bg-surface-muted px-3 py-2 text-xs text-muted sm:flex">
      <Keyboard aria-hidden className="mt-px size-4 shrink-0" />
      <span>
        <span className="font-semibold text-fg">{t('rollCall.shortcutsTitle')}:</span> {t('rollCall.shortcuts', keys)}
      </span>
    </p>
  )
}
