import { KeyRound } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { API_SCOPES, type ApiScope } from '#shared/contracts/tokens'
import { ApiTokensManager } from '#web/components/api-tokens/api-tokens-manager'
import { useMe } from '#web/lib/session'
import { useCreateApiToken } from '../api/create-api-token'
import { useApiTokens } from '../api/get-api-tokens'
import { useRevokeApiToken } from '../api/revoke-api-token'
import { SettingsSection } from './settings-section'

const SCOPE_TEXT = { 'attendance:read': 'tokens.scopeAttendance', 'reports:read': 'tokens.scopeReports', 'roster:write': 'tokens.scopeRoster' } as const satisfies Record<ApiScope, string>

/** The headmaster's API tokens for other systems (ADR 036): create one (its secret shown once), list and revoke them. */
export function ApiTokensSection() {
  const { t } = useTranslation()
  const tokens = useApiTokens()
  const create = useCreateApiToken()
  const revoke = useRevokeApiToken()
  const { school } = useMe()
  return (
    <SettingsSection icon={KeyRound} title={t('tokens.section')} description={t('tokens.sectionHint')} anchor="api-tokens">
      <ApiTokensManager timeZone={school.timeZone} scopes={API_SCOPES} scopeLabel={(scope) => t(SCOPE_TEXT[scope])} tokens={tokens} create={create} revoke={revoke} />
    </SettingsSection>
  )
}
