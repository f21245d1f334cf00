import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { Copy } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { type ApiScope, type ApiToken, type CreatedTokenResponse, TOKEN_NAME_MAX_LENGTH, type TokenListResponse } from '#shared/contracts/tokens'
import { Button } from '#web/components/ui/button'
import { FieldError } from '#web/components/ui/field-error'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { isApiError } from '#web/lib/api-client'
import { formatInstant } from '#web/lib/dates'
import { activeLocale } from '#web/lib/language'

/** What a screen that manages API tokens hands the manager: its scopes (in the reader's words) and its requests. */
export interface ApiTokensManagerProps<S extends ApiScope> {
  scopes: readonly S[]
  scopeLabel: (scope: ApiScope) => string
  tokens: UseQueryResult<TokenListResponse>
  create: UseMutationResult<CreatedTokenResponse, Error, { name: string; scopes: S[] }>
  revoke: UseMutationResult<void, Error, string>
  /** The school's time zone, for a school's tokens; the district's belong to no one school, so they read in the reader's own. */
  timeZone?: string
}

const whenIn = (timeZone: string | undefined) => (iso: string) =>
  timeZone ? formatInstant(iso, timeZone) : new Date(iso).toLocaleString(activeLocale(), { dateStyle: 'medium', timeStyle: 'short' })

/**
 * API tokens for other systems (ADR 036), a school's (Settings) or the district's (/district): create one
 * (its secret shown once), list them without their secrets, revoke one.
 */
export function ApiTokensManager<S extends ApiScope>({ scopes, scopeLabel, tokens, create, revoke, timeZone }: ApiTokensManagerProps<S>) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<CreatedTokenResponse | null>(null)
  return (
    <div className="space-y-4">
      {shown ? <ShownSecret created={shown} onDone={() => setShown(null)} /> : <CreateTokenForm scopes={scopes} scopeLabel={scopeLabel} create={create} onCreated={setShown} />}
      {tokens.isError ? <FormAlert message={t('tokens.loadFailed')} /> : null}
      {tokens.data && tokens.data.tokens.length === 0 ? <p className="text-sm text-muted">{t('tokens.empty')}</p> : null}
      {tokens.data && tokens.data.tokens.length > 0 ? (
        <ul className="divide-y divide-border">
          {tokens.data.tokens.map((token) => <TokenRow key={token.id} token={token} scopeLabel={scopeLabel} revoke={revoke} timeZone={timeZone} />)}
        </ul>
      ) : null}
    </div>
  )
}

function CreateTokenForm<S extends ApiScope>({ scopes: offered, scopeLabel, create, onCreated }: Pick<ApiTokensManagerProps<S>, 'scopes' | 'scopeLabel' | 'create'> & { onCreated: (created: CreatedTokenResponse) => void }) {
  const { t } = useTranslation()
  const scopesId = useId()
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<S[]>([])
  const fields = isApiError(create.error) ? create.error.body.fields ?? {} : {}
  const scopesError = fields.scopes ?? Object.entries(fields).find(([key]) => key.startsWith('scopes.'))?.[1]
  const otherError = create.error && !fields.name && !scopesError ? create.error.message : null
  function submit(event: FormEvent) {
    event.preventDefault()
    create.mutate({ name, scopes }, {
      onSuccess: (created) => {
        setName('')
        setScopes([])
        onCreated(created)
      },
    })
  }
  const toggle = (scope: S, on: boolean) => setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)))
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormField label={t('tokens.name')} hint={t('tokens.nameHint')} value={name} maxLength={TOKEN_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} error={fields.name} />
      <fieldset className="space-y-1.5" aria-describedby={scopesError ? `${scopesId}-error` : undefined}>
        <legend className="text-sm font-medium text-fg">{t('tokens.scopes')}</legend>
        {offered.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
            {scopeLabel(scope)}
          </label>
        ))}
        <FieldError id={`${scopesId}-error`} error={scopesError} />
      </fieldset>
      <FormAlert message={otherError} />
      <Button type="submit" disabled={create.isPending}>{t('tokens.create')}</Button>
    </form>
  )
}

function ShownSecret({ created, onDone }: { created: CreatedTokenResponse; onDone: () => void }) {
  const { t } = useTranslation()
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret)
      toast.success(t('manage.copied'))
    } catch {
      toast.error(t('tokens.copyFailed'))
    }
  }
  return (
    <section aria-label={t('tokens.secretTitle', { name: created.token.name })} className="space-y-3 rounded-lg border border-border bg-surface-muted p-3">
      <p className="text-sm font-semibold">{t('tokens.secretTitle', { name: created.token.name })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="api-token-secret" className="min-w-0 flex-1 rounded-md bg-surface px-3 py-2 font-mono text-sm break-all select-all">
          {created.secret}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          {t('manage.copy')}
        </Button>
      </div>
      <p role="note" className="text-sm font-medium text-fg">{t('tokens.secretNote')}</p>
      <Button variant="secondary" onClick={onDone}>{t('tokens.done')}</Button>
    </section>
  )
}

function TokenRow({ token, scopeLabel, revoke, timeZone }: { token: ApiToken; scopeLabel: (scope: ApiScope) => string; revoke: UseMutationResult<void, Error, string>; timeZone?: string }) {
  const { t } = useTranslation()
  const when = whenIn(timeZone)
  const [confirming, setConfirming] = useState(false)
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-fg">{token.name}</p>
        <p className="text-muted">{token.scopes.map(scopeLabel).join(' · ')}</p>
        <p className="text-muted">
          {token.createdBy ? t('tokens.createdBy', { date: when(token.createdAt), name: token.createdBy }) : t('tokens.createdOn', { date: when(token.createdAt) })}
          {' · '}
          {token.lastUsedAt ? t('tokens.lastUsed', { date: when(token.lastUsedAt) }) : t('tokens.neverUsed')}
        </p>
        {token.revokedAt ? <p className="font-medium text-danger">{t('tokens.revokedOn', { date: when(token.revokedAt) })}</p> : null}
      </div>
      {token.revokedAt ? null : confirming ? (
        <div className="flex gap-2">
          <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate(token.id, { onSettled: () => setConfirming(false) })}>
            {t('tokens.revokeConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>{t('tokens.revoke')}</Button>
      )}
    </li>
  )
}
