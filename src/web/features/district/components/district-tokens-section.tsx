import { KeyRound } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { DISTRICT_API_SCOPES, type ApiScope } from '#shared/contracts/tokens'
import { ApiTokensManager } from '#web/components/api-tokens/api-tokens-manager'
import { Card } from '#web/components/ui/card'
import { useCreateDistrictToken, useDistrictTokens, useRevokeDistrictToken } from '../api/district-tokens'

const SCOPE_TEXT = {
  'attendance:read': 'tokens.districtScopeAttendance',
  'reports:read': 'tokens.districtScopeReports',
  'roster:write': 'tokens.scopeRoster',
} as const satisfies Record<ApiScope, string>

/** The district's API tokens (ADR 036's amendment): read-only keys for another system, across every school. */
export function DistrictTokensSection() {
  const { t } = useTranslation()
  const tokens = useDistrictTokens()
  const create = useCreateDistrictToken()
  const revoke = useRevokeDistrictToken()
  return (
    <Card aria-labelledby="district-tokens-title" className="mt-8">
      <div className="mb-3 flex items-start gap-3">
        <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <h2 id="district-tokens-title" className="text-base font-semibold text-fg">{t('tokens.districtSection')}</h2>
          <p className="text-sm text-muted">{t('tokens.districtSectionHint')}</p>
        </div>
      </div>
      <ApiTokensManager scopes={DISTRICT_API_SCOPES} scopeLabel={(scope) => t(SCOPE_TEXT[scope])} tokens={tokens} create={create} revoke={revoke} />
    </Card>
  )
}
