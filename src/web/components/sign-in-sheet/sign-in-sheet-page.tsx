import { Printer } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { useNavigate } from 'react-router'
import type { StudentSignInSlip, TeacherSignInSlip } from '#shared/contracts/passwords'
import { PageHeader } from '#web/components/page-header'
import { QrImage } from '#web/components/qr-image'
import { Button } from '#web/components/ui/button'
import { forgetSignInSheet, signInSheet } from './sheet-store'

/**
 * The printable sign-in sheet of the passwords just created: one slip per person, to cut along the
 * dashed lines, a page per class. Shown once: on Done (or a reload) the passwords are gone for good.
 */
export function SignInSheetPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const sheet = signInSheet()
  const back = sheet?.kind === 'teachers' ? '/teachers' : '/students'
  const done = () => {
    forgetSignInSheet()
    void navigate(back)
  }

  if (!sheet) {
    return (
      <>
        <PageHeader title={t('signInSheet.title')} />
        <p role="status" className="rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm">{t('signInSheet.empty')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void navigate('/students')}>{t('signInSheet.back')}</Button>
      </>
    )
  }

  // The sign-in page's address as this browser sees the app (the school's own host name, behind any proxy).
  const address = `${window.location.origin}/`
  const groups = sheet.kind === 'students' ? byClass(sheet.slips) : [{ title: t('signInSheet.teachers'), slips: sheet.slips }]
  return (
    <>
      <PageHeader
        title={t('signInSheet.title')}
        subtitle={t('signInSheet.count', { count: sheet.slips.length })}
        actions={
          <>
            <Button onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              {t('signInSheet.print')}
            </Button>
            <Button variant="secondary" onClick={done}>{t('signInSheet.done')}</Button>
          </>
        }
      />
      <p role="note" className="mb-6 rounded-lg border border-accent bg-accent-soft px-3 py-2 text-sm font-medium text-accent-soft-fg print:hidden">
        {t('signInSheet.onceWarning')}
      </p>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="sign-in-sheet-class mb-8">
          <h2 className="mb-3 text-lg font-semibold">{group.title}</h2>
          <ul className="grid gap-0 sm:grid-cols-2 print:grid-cols-2">
            {group.slips.map((slip) => (
              <Slip key={slip.id} slip={slip} address={address} />
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

function byClass(slips: StudentSignInSlip[]) {
  const groups = new Map<string, StudentSignInSlip[]>()
  for (const slip of slips) groups.set(slip.className, [...(groups.get(slip.className) ?? []), slip])
  return [...groups].map(([className, list]) => ({ title: className, slips: list }))
}

function Slip({ slip, address }: { slip: StudentSignInSlip | TeacherSignInSlip; address: string }) {
  const { t } = useTranslation()
  const identifier = 'parentNumber' in slip
    ? { label: t('signInSheet.parentNumber'), value: slip.parentNumber }
    : { label: t('signInSheet.email'), value: slip.email }
  return (
    <li aria-label={slip.name} className="sign-in-slip flex gap-3 border border-dashed border-border p-4 print:border-slate-500">
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="text-base font-semibold break-words">{slip.name}</p>
        <dl className="space-y-1">
        {'studentNumber' in slip ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{t('signInSheet.studentId')}</dt>
            <dd className="break-all">
              {slip.studentNumber}
              {slip.nisn ? <span className="text-muted"> · {t('signInSheet.nisn')} {slip.nisn}</span> : null}
            </dd>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{identifier.label}</dt>
          <dd className="font-mono font-semibold break-all">{identifier.value}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{t('signInSheet.password')}</dt>
          <dd data-testid="sheet-password" className="font-mono text-base font-semibold break-all">{slip.password}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{t('signInSheet.schoolAddress')}</dt>
          <dd className="break-all">{address}</dd>
        </div>
        </dl>
        <p className="pt-1 text-xs text-muted">{t('signInSheet.firstSignIn')}</p>
      </div>
      <div className="w-24 shrink-0 self-center">
        <QrImage value={address} label={t('signInSheet.qrLabel')} />
      </div>
    </li>
  )
}
