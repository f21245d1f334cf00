/** The school code on the sign-in screen of a deployment with several schools (ADR 034). */
export const schoolCode = {
  schoolCode: {
    title: 'Your school',
    intro: 'This address serves several schools. Enter the school code your school gave you; this device will remember it.',
    label: 'School code',
    hint: 'Letters, digits and hyphens, such as sman3-bandung',
    submit: 'Continue',
    submitting: 'Checking…',
    current: 'School: {{name}}',
    change: 'Change school',
  },
} as const
