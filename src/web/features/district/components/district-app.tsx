import { useTranslation } from '#web/lib/translation'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { Brand } from '#web/components/brand'
import { LanguageSwitch } from '#web/components/language-switch'
import { ThemeToggle } from '#web/components/theme-toggle'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { useDistrictLogout, useDistrictMe } from '../api/district-session'
import { DistrictSignIn } from './district-sign-in'
import { DistrictTokensSection } from './district-tokens-section'
import { SchoolDaysPage } from './school-days-page'
import { SchoolsPanel } from './schools-panel'

/**
 * /district (ADR 035): the district's own sign-in, then every school, and /district/schools/:code one
 * school day by day. Apart from the school app, its router and its session.
 */
export function DistrictApp() {
  const { t } = useTranslation()
  const me = useDistrictMe()
  const logout = useDistrictLogout()
  if (me.isPending) return <div className="grid min-h-dvh place-items-center"><Spinner /></div>
  if (me.isError) return <FormAlert className="m-4" message={t('district.loadFailed')} />
  const user = me.data?.user ?? null
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <Brand />
        <div className="flex items-center gap-1">
          {user ? (
            <>
              <span className="hidden text-sm text-muted sm:inline">{t('district.signedInAs', { name: user.name })}</span>
              <Button variant="secondary" size="compact" onClick={() => logout.mutate()} disabled={logout.isPending}>
                {t('district.signOut')}
              </Button>
            </>
          ) : null}
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-10">{user ? <DistrictPages /> : <DistrictSignIn />}</main>
    </div>
  )
}

/** The district's pages: addresses of their own, so back and forward move between them. */
function DistrictPages() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/district" element={<><SchoolsPanel /><DistrictTokensSection /></>} />
        <Route path="/district/schools/:code" element={<SchoolDaysPage />} />
        <Route path="*" element={<Navigate to="/district" replace />} />
      </Routes>
    </BrowserRouter>
  )
}
