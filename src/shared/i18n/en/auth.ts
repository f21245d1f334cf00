/** Signing in, "Forgot password?", and the first sign-in with a one-time password that asks for a new one. */
export const auth = {
  auth: {
    title: 'Sign in',
    subtitle: 'Students use their parent number, staff their school email, parents the email they registered with.',
    signInAs: 'Sign in as',
    studentTab: 'Student',
    teacherTab: 'Teacher',
    parentNumber: 'Parent number',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    demoTitle: 'Demo accounts',
    demoHint: 'Choose an account to fill in the form, then press Sign in.',
    demoPassword: 'Password for every demo account:',
    sessionExpired: 'Your session ended. Please sign in again.',
  },
  forgotPassword: {
    link: 'Forgot password?',
    title: 'Forgot your password?',
    student: 'Students: ask your homeroom teacher or the school office. They give you a new one-time password.',
    staff: 'Teachers and staff: ask the headmaster, who can reset your password in Teacher Management.',
  },
  firstPassword: {
    title: 'Choose a new password',
    hint: 'You signed in with a one-time password. Choose your own before you go on; nobody else will know it.',
    currentPassword: 'One-time password',
    submit: 'Save and continue',
    saving: 'Saving…',
    signOut: 'Sign out',
  },
  passwordErrors: {
    changeRequired: 'Choose a new password first: you signed in with a one-time password.',
    studentName: 'A student’s name is changed by the school office, not in Settings.',
  },
} as const
