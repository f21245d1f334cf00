import { Printer } from 'lucide-react'
import { createPortal } from 'react-dom'
import { useTranslation } from '#web/lib/translation'
import type { LinkCodeResponse } from '#shared/contracts/families'
import { zonedParts } from '#shared/dates'
import { formatLinkCode } from '#shared/link-code'
import { Button } from '#web/components/ui/button'
import { formatSchoolDate } from '#web/lib/dates'
import { useMe } from '#web/lib/session'

/** The code just made, shown this once, with "Print slip": a page for the family, printed without the app around it. */
export function LinkCodeShown({ created, onDone }: { created: LinkCodeResponse; onDone: () => void }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const code = formatLinkCode(created.code)
  const expires = formatSchoolDate(zonedParts(new Date(created.expiresAt), school.timeZone).date)
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-accent bg-accent-soft p-4 text-center text-accent-soft-fg">
        <p className="text-sm font-medium">{t('families.code.label')}</p>
        <p data-link-code className="mt-1 font-mono text-3xl font-bold tracking-wider break-all select-all">
          {code}
        </p>
        <p className="mt-2 text-sm">{t('families.code.validUntil', { date: expires })}</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('families.code.done')}
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('families.code.print')}
        </Button>
      </div>
      {createPortal(<LinkCodeSlip created={created} code={code} expires={expires} />, document.body)}
    </div>
  )
}

/**
 * The slip, on paper only: the school, the student and class, the code in large type, the expiry and
 * what to do. While it is in the page, printing shows it alone (styles.css, `.link-code-slip`).
 */
function LinkCodeSlip({ created, code, expires }: { created: LinkCodeResponse; code: string; expires: string }) {
  const { t } = useTranslation()
  const address = `${window.location.origin}/`
  return (
    <div className="link-code-slip hidden max-w-[150mm] rounded-2xl border-2 border-dashed border-black bg-white p-10 text-black print:block">
      <p className="text-3xl font-bold">{created.schoolName}</p>
      <p className="mt-2 text-xl">{t('families.code.slipHeading', { name: created.student.name })}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-lg">
        <dt className="font-semibold">{t('families.code.student')}</dt>
        <dd>{created.student.name}</dd>
        <dt className="font-semibold">{t('families.code.className')}</dt>
        <dd>{created.student.className}</dd>
      </dl>
      <div className="mt-8 rounded-xl border-2 border-black px-6 py-5 text-center">
        <p className="text-base font-semibold">{t('families.code.label')}</p>
        <p className="mt-2 font-mono text-6xl font-bold tracking-widest whitespace-nowrap">{code}</p>
      </div>
      <p className="mt-4 text-lg font-semibold">{t('families.code.expires', { date: expires })}</p>
      <p className="mt-6 text-xl">{t('families.code.instructions', { address })}</p>
      <p className="mt-2 text-lg">{t('families.code.haveAccount')}</p>
    </div>
  )
}
