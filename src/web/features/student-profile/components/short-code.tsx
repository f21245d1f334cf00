import { useTranslation } from '#web/lib/translation'

/**
 * The short code under the QR (ADR 015), large enough to read out across a desk. A screen
 * reader hears it spelled out, one symbol at a time, instead of as a made-up word.
 */
export function ShortCode({ code }: { code: string }) {
  const { t } = useTranslation()
  const spelled = code
    .split('-')
    .map((group) => group.split('').join(' '))
    .join(', ')
  return (
    <div className="w-full rounded-xl border border-border bg-surface-muted px-4 py-3 text-center">
      <p>
        <span aria-hidden className="block text-sm font-medium text-muted">
          {t('shortCode.label')}
        </span>
        <span aria-hidden data-testid="qr-short-code" className="block font-mono text-3xl font-bold tracking-[0.12em] select-all">
          {code}
        </span>
        <span className="sr-only">{t('shortCode.spoken', { letters: spelled })}</span>
      </p>
      <p className="mt-1 text-sm text-muted">{t('shortCode.hint')}</p>
    </div>
  )
}
