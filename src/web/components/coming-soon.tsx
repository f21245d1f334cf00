import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Placeholder body for pages whose content arrives in a later issue. */
export function ComingSoon() {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-dashed border-input bg-surface p-5 text-sm text-muted">
      <Construction aria-hidden className="size-5 shrink-0" />
      <p>{t('pages.comingSoon')}</p>
    </div>
  )
}
