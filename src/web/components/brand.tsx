import { ClipboardCheck } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'

/** The app's name with its mark; decorative icon, the name is the text. */
export function Brand() {
  const { t } = useTranslation()
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-fg">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-fg">
        <ClipboardCheck aria-hidden className="size-5" />
      </span>
      {t('app.name')}
    </span>
  )
}
