import { GraduationCap, HeartHandshake, UserRound } from 'lucide-react'
import { useRef, type FormEvent, type RefObject } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { LoginKind } from '#shared/contracts/auth'
import { Button } from '#web/components/ui/button'
import { FormField } from '#web/components/ui/form-field'
import { Spinner } from '#web/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { loadSignInContract, type useSignInForm } from './use-sign-in-form'

interface SignInFormProps {
  form: ReturnType<typeof useSignInForm>
  submitRef: RefObject<HTMLButtonElement | null>
}

export function SignInForm({ form, submitRef }: SignInFormProps) {
  const { t } = useTranslation()
  const identifierRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const invalid = await form.submit()
    if (invalid === 'identifier') identifierRef.current?.focus()
    if (invalid === 'password') passwordRef.current?.focus()
  }

  const identifierField = (kind: LoginKind) => (
    <FormField
      ref={identifierRef}
      label={kind === 'student' ? t('auth.parentNumber') : kind === 'parent' ? t('familySignIn.emailLabel') : t('auth.email')}
      name={kind === 'student' ? 'parentNumber' : 'email'}
      type={kind === 'student' ? 'text' : 'email'}
      inputMode={kind === 'student' ? 'numeric' : 'email'}
      autoComplete="username"
      value={form.identifier}
      error={form.errors.identifier}
      onChange={(event) => form.setIdentifier(event.target.value)}
      onBlur={() => form.blur('identifier')}
    />
  )

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadSignInContract()} className="space-y-5">
      <Tabs value={form.kind} onValueChange={(value) => form.setKind(value as LoginKind)}>
        <TabsList aria-label={t('auth.signInAs')}>
          <TabsTrigger value="student">
            <GraduationCap aria-hidden className="size-4" />
            {t('auth.studentTab')}
          </TabsTrigger>
          <TabsTrigger value="staff">
            <UserRound aria-hidden className="size-4" />
            {t('auth.teacherTab')}
          </TabsTrigger>
          <TabsTrigger value="parent">
            <HeartHandshake aria-hidden className="size-4" />
            {t('familySignIn.tab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="student" className="pt-5">
          {identifierField('student')}
        </TabsContent>
        <TabsContent value="staff" className="pt-5">
          {identifierField('staff')}
        </TabsContent>
        <TabsContent value="parent" className="pt-5">
          {identifierField('parent')}
        </TabsContent>
      </Tabs>

      <FormField
        ref={passwordRef}
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.password}
        error={form.errors.password}
        onChange={(event) => form.setPassword(event.target.value)}
        onBlur={() => form.blur('password')}
      />

      {form.formError ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {form.formError}
        </p>
      ) : null}

      <Button ref={submitRef} type="submit" className="w-full" disabled={form.busy} aria-busy={form.busy || undefined}>
        {form.busy ? <Spinner /> : null}
        {form.busy ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  )
}
