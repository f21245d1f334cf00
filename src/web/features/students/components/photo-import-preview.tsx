import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { PhotoImportPreview } from '#shared/contracts/student-photos'
import { cn } from '#web/lib/cn'
import { formatCount } from '#web/lib/numbers'

/** Lines drawn per list: a ZIP of a whole school stays quick on a phone; the counts stay exact. */
const SHOWN = 200

/** What a ZIP holds, in three lists a person checks before importing: the bad files first. */
export function PhotoImportPreviewView({ preview, fileName, headingRef }: { preview: PhotoImportPreview; fileName: string; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation()
  const { matches, misses, bad } = preview
  return (
    <section aria-labelledby="photo-import-summary" className="space-y-4">
      <div>
        <h3 id="photo-import-summary" ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('import.dialog.summary')}
        </h3>
        <p className="mt-0.5 text-sm break-all text-muted">{t('import.dialog.fileName', { name: fileName })}</p>
      </div>
      {bad.length > 0 ? (
        <FileList tone="bad" icon={<CircleAlert aria-hidden className="size-4" />} title={t('studentPhotos.import.bad', { count: bad.length })}>
          {bad.map((b) => (
            <li key={b.file} className="py-1.5">
              <span className="font-medium break-all">{b.file}</span>
              <span className="block text-danger">{b.reason}</span>
            </li>
          ))}
        </FileList>
      ) : null}
      {bad.length > 0 ? <p role="alert" className="text-sm font-medium text-danger">{t('studentPhotos.import.badNote')}</p> : null}
      <FileList tone="match" icon={<CircleCheck aria-hidden className="size-4" />} title={t('studentPhotos.import.matches', { count: matches.length })}>
        {matches.map((m) => (
          <li key={m.file} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
            <span className="min-w-0 break-all text-muted">{m.file}</span>
            <span className="font-medium">
              {m.name} · {m.studentNumber}
              {m.replaces ? <span className="ml-1 text-xs font-normal text-muted">({t('studentPhotos.import.replaces')})</span> : null}
            </span>
          </li>
        ))}
      </FileList>
      {misses.length > 0 ? (
        <FileList tone="miss" icon={<CircleHelp aria-hidden className="size-4" />} title={t('studentPhotos.import.misses', { count: misses.length })}>
          {misses.map((m) => (
            <li key={m.file} className="py-1.5 break-all">
              {m.file}
            </li>
          ))}
        </FileList>
      ) : null}
    </section>
  )
}

const TONES = {
  bad: 'border-danger bg-danger-soft text-danger',
  match: 'border-border bg-surface-muted text-fg',
  miss: 'border-border bg-surface-muted text-muted',
} as const

function FileList({ tone, icon, title, children }: { tone: keyof typeof TONES; icon: ReactNode; title: string; children: ReactNode[] }) {
  const { t } = useTranslation()
  const shown = children.slice(0, SHOWN)
  return (
    <div className="overflow-hidden rounded-lg border border-border">
      <h4 className={cn('flex items-center gap-2 border-b px-3 py-2 text-sm font-semibold', TONES[tone])}>
        {icon}
        {title}
      </h4>
      {shown.length > 0 ? (
        <ul aria-label={title} className="max-h-48 divide-y divide-border overflow-y-auto px-3 text-sm" tabIndex={0}>
          {shown}
        </ul>
      ) : null}
      {children.length > shown.length ? (
        <p className="border-t border-border px-3 py-1.5 text-xs text-muted">
          {t('import.dialog.showing', { shown: formatCount(shown.length), total: formatCount(children.length) })}
        </p>
      ) : null}
    </div>
  )
}
