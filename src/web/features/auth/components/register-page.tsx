import { ArrowLeft } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { registerParentSchema, type RegisterParentRequest } from '#shared/contracts/families'
import { Brand } from '#web/components/brand'
import { ThemeToggle } from '#web/components/theme-toggle'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { Spinner } from '#web/components/ui/spinner'
import { formErrors } from '#web/lib/form-errors'
import { goToSignedOutPage } from '#web/lib/signed-out-path'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useCurrentSchool } from '../api/school-code'
import { SchoolCodeForm, SchoolLine } from './school-code'
import { useRegisterParent } from '../api/register-parent'

const FIELDS = ['code', 'name', 'email', 'password', 'confirmPassword'] as const
type Field = (typeof FIELDS)[number]
const EMPTY: RegisterParentRequest = { code: '', name: '', email: '', password: '', confirmPassword: '' }

/**
 * "/register" while signed out (ADR 020): a parent enters the link code from the school's slip and
 * their details; the server makes the account, links the child and signs them in. Its own chunk:
 * the sign-in page does not download it (ADR 009).
 */
export function RegisterPage() {
  const { t } = useTranslation()
  const [values, setValues] = useState(EMPTY)
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(FIELDS)
  const mutation = useRegisterParent()

  function focusFirst(fields: Record<string, string>) {
    const first = FIELDS.find((field) => fields[field])
    if (first) document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    const parsed = registerParentSchema.safeParse(values)
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error)
      showFieldErrors(found)
      return focusFirst(found)
    }
    mutation.mutate(values, {
      onError: (error) => {
        showServerError(error)
        focusFirst(formErrors(error, FIELDS).fields)
      },
    })
  }

  const field = (name: Field, props: { label: string; type?: string; autoComplete: string; hint?: string; inputMode?: 'email' | 'text' }) => (
    <FormField
      name={name}
      type={props.type ?? 'text'}
      label={props.label}
      hint={props.hint}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      {...(name === 'code' ? { autoCapitalize: 'characters', spellCheck: false } : {})}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  )

  // Several schools at this address and none named yet (ADR 034): the school code comes first.
  const needsSchool = useCurrentSchool().data?.school === null
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-4">
        <Brand />
        <ThemeToggle />
      </header>
      <main className="mx-auto w-full max-w-md flex-1 space-y-5 px-4 pt-6 pb-10">
        <a
          href="/"
          onClick={(event) => {
            event.preventDefault()
            goToSignedOutPage('/')
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('familySignIn.backToSignIn')}
        </a>
        <section aria-labelledby="register-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
          <h1 id="register-title" className="text-2xl font-bold tracking-tight">
            {t('familySignIn.registerTitle')}
          </h1>
          <p className="mt-1 mb-5 text-sm text-muted">{t('familySignIn.registerIntro')}</p>
          {needsSchool ? <SchoolCodeForm /> : <SchoolLine />}
          <form hidden={needsSchool} noValidate onSubmit={onSubmit} aria-busy={mutation.isPending || undefined} className="space-y-4">
            {field('code', { label: t('familySignIn.codeLabel'), hint: t('familySignIn.codeHint'), autoComplete: 'one-time-code' })}
            {field('name', { label: t('familySignIn.nameLabel'), autoComplete: 'name' })}
            {field('email', { label: t('familySignIn.emailLabel'), type: 'email', inputMode: 'email', autoComplete: 'email' })}
            {field('password', { label: t('familySignIn.passwordLabel'), type: 'password', autoComplete: 'new-password' })}
            {field('confirmPassword', { label: t('familySignIn.confirmPasswordLabel'), type: 'password', autoComplete: 'new-password' })}
            <FormAlert message={alert} />
            <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
              {mutation.isPending ? <Spinner /> : null}
              {mutation.isPending ? t('familySignIn.submitting') : t('familySignIn.submit')}
            </Button>
          </form>
        </section>
      </main>
    </div>
  )
}
