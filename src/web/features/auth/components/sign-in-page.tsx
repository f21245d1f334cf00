import { useRef } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Brand } from '#web/components/brand'
import { LanguageSwitch } from '#web/components/language-switch'
import { ThemeToggle } from '#web/components/theme-toggle'
import { DemoAccounts } from './demo-accounts'
import { useCurrentSchool } from '../api/school-code'
import { ForgotPassword } from './forgot-password'
import { RegisterLink } from './register-link'
import { SchoolCodeForm, SchoolLine } from './school-code'
import { SignInForm } from './sign-in-form'
import { useSignInForm } from './use-sign-in-form'

/** The only screen a signed-out visitor sees. */
export function SignInPage() {
  const { t } = useTranslation()
  const form = useSignInForm()
  const submitRef = useRef<HTMLButtonElement>(null)
  // Several schools at this address and none named yet (ADR 034): the school code comes first.
  const needsSchool = useCurrentSchool().data?.school === null

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-4">
        <Brand />
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 space-y-5 px-4 pt-6 pb-10">
        <section aria-labelledby="sign-in-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
          <h1 id="sign-in-title" className="text-2xl font-bold tracking-tight">
            {t('auth.title')}
          </h1>
          <p className="mt-1 mb-5 text-sm text-muted">{t('auth.subtitle')}</p>
          {needsSchool ? (
            <SchoolCodeForm />
          ) : (
            <>
              <SchoolLine />
              <SignInForm form={form} submitRef={submitRef} />
              <ForgotPassword />
              <RegisterLink />
            </>
          )}
        </section>
        {needsSchool ? null : <DemoAccounts
          onPick={(account) => {
            form.fill(account)
            // Two clicks to sign in: pick an account, then press Sign in.
            submitRef.current?.focus()
          }}
        />}
      </main>
    </div>
  )
}
