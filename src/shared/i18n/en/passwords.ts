/**
 * One-time passwords (issue 16): forgetting one, the first sign-in that asks for a new one, and a
 * class's printed sign-in sheet. The first two are needed before the signed-in app has loaded.
 */
export const passwordsSignIn = {
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
    done: 'Password changed. Welcome!',
  },
  passwordErrors: {
    changeRequired: 'Choose a new password first: you signed in with a one-time password.',
    studentName: 'A student’s name is changed by the school office, not in Settings.',
  },
} as const

export const passwordsSignedIn = {
  signInSheet: {
    createButton: 'Create passwords',
    dialogTitle: 'Create passwords',
    studentsHint: 'Gives a one-time password to every student who has none yet (for example after an import), and prints them on a sign-in sheet.',
    teachersHint: 'Gives a one-time password to every teacher who has none yet (for example after an import), and prints them on a sign-in sheet.',
    class: 'Class',
    allClasses: 'All classes',
    reissue: 'New passwords for everyone in this class',
    reissueHint: 'Their current passwords stop working and they are signed out.',
    create: 'Create',
    creating: 'Creating…',
    nonePending: 'Everyone already has a password. Nothing was changed.',
    title: 'Sign-in sheet',
    onceWarning: 'These passwords are shown only now and can never be shown again. Print this sheet (or save it as PDF) before you leave the page.',
    print: 'Print',
    done: 'Done',
    count_one: '{{count}} password created',
    count_other: '{{count}} passwords created',
    empty: 'Nothing to print: passwords are shown only once, right after they are created. Create them again from Student Management or Teacher Management.',
    back: 'Back',
    schoolAddress: 'Sign in at',
    parentNumber: 'Parent number',
    email: 'Email',
    password: 'One-time password',
    firstSignIn: 'You will choose your own password at first sign-in.',
    qrLabel: 'QR code of the sign-in address',
    teachers: 'Teachers',
    classSheet: 'Class {{className}}',
  },
  parentNumberField: {
    hint: 'The 5-digit number this student signs in with.',
  },
  profileReadOnly: {
    nameByStaff: 'Your name is kept by the school office. Ask them to correct it.',
  },
} as const
