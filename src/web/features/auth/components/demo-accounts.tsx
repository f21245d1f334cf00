import { KeyRound } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import type { DemoAccountsResponse, LoginKind } from '#shared/contracts/auth'
import { useDemoAccounts } from '../api/get-demo-accounts'

interface DemoAccountsProps {
  onPick: (account: { kind: LoginKind; identifier: string; password: string }) => void
}

/** The demo accounts box (visible test credentials): only when the server runs in demo mode. */
export function DemoAccounts({ onPick }: DemoAccountsProps) {
  const { t } = useTranslation()
  const { data } = useDemoAccounts()
  if (!data) return null
  return (
    <section aria-labelledby="demo-accounts-title" className="rounded-2xl border border-dashed border-input bg-surface-muted p-4">
      <h2 id="demo-accounts-title" className="flex items-center gap-2 text-sm font-semibold text-fg">
        <KeyRound aria-hidden className="size-4" />
        {t('auth.demoTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('auth.demoHint')}</p>
      <ul className="mt-3 space-y-2">
        {data.accounts.map((account) => (
          <DemoAccountItem key={`${account.kind}:${account.identifier}`} account={account} password={data.password} onPick={onPick} />
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {t('auth.demoPassword')}
        <code className="rounded bg-surface px-1.5 py-0.5 font-mono whitespace-nowrap text-fg">{data.password}</code>
      </p>
    </section>
  )
}

function DemoAccountItem({
  account,
  password,
  onPick,
}: {
  account: DemoAccountsResponse['accounts'][number]
  password: string
  onPick: DemoAccountsProps['onPick']
}) {
  const { t } = useTranslation()
  const role = t(`roles.${account.role}`)
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick({ kind: account.kind, identifier: account.identifier, password })}
        className="flex min-h-11 w-full flex-col items-start rounded-lg border border-border bg-surface px-3 py-2 text-left transition-colors hover:border-ring"
      >
        <span className="flex w-full flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-sm font-semibold text-fg">{account.name}</span>
          <span className="text-xs font-medium text-accent">{role}</span>
        </span>
        <span className="text-sm text-muted [overflow-wrap:anywhere]">{account.identifier}</span>
      </button>
    </li>
  )
}
