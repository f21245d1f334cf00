import { Blocks, BookOpen, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import { SettingsSection } from './settings-section'

/** The headmaster's way to the API reference (/api-reference): what a district's systems or an IT partner may ask the server. */
export function ApiReferenceSection() {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <SettingsSection icon={Blocks} title={t('apiReference.settingsSection')} description={t('apiReference.settingsHint')}>
      <Link
        to="/api-reference"
        aria-describedby={hintId}
        className="-mx-2 flex min-h-14 w-[calc(100%+1rem)] items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-surface-muted"
      >
        <BookOpen aria-hidden className="size-5 shrink-0 text-muted" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium text-fg">{t('apiReference.settingsLink')}</span>
          <span id={hintId} className="block text-sm text-muted">
            {t('apiReference.settingsLinkHint')}
          </span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
      </Link>
    </SettingsSection>
  )
}
