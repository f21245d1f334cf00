/** The parent's way in (issue 19): the sign-in screen's Parent tab, registering with a link code, and its refusals. */
export const familySignIn = {
  familySignIn: {
    tab: 'Parent',
    emailLabel: 'Email',
    register: 'New here? Register with the code from your school',
    registerTitle: 'Register as a parent',
    registerIntro: 'Your school gave you a slip with a link code. Enter it with your details to see your child’s attendance.',
    codeLabel: 'Link code',
    codeHint: 'Twelve letters and digits, such as 7K3M-Q9TX-2B4D',
    nameLabel: 'Your name',
    passwordLabel: 'Password',
    confirmPasswordLabel: 'Confirm password',
    submit: 'Register',
    submitting: 'Registering…',
    backToSignIn: 'Back to sign in',
    errors: {
      codeFormat: 'Enter the 12-character code from your slip',
      codeInvalid: 'This code is not valid: it may be mistyped, already used or expired. Ask the school for a new one.',
      alreadyLinked: 'You are already linked to {{name}}',
      guardiansFull: 'This student already has {{max}} linked adults. Ask the school to remove one first.',
    },
  },
} as const
