/**
 * "Missing from lesson" (ADR 052): a pupil at school that day, marked absent in a lesson. The homeroom teacher's
 * dashboard card, the line in their daily digest, the notice to families and the school's switch for it.
 * {{child}} the pupil's name, {{subject}} the lesson's subject, {{period}} its number, {{start}}–{{end}} its times.
 */
export const lessonAlerts = {
  lessonAlerts: {
    errors: {
      notYourClass: 'You read the lessons of your own classes only',
    },
    card: {
      title: 'Missing from lesson',
      intro: 'At school today, but marked absent in a lesson.',
      introOn: 'At school on {{date}}, but marked absent in a lesson.',
      lesson: '{{subject}}, period {{period}}',
      lessonOfClass: '{{class}}: {{subject}}, period {{period}}',
      time: '{{start}}–{{end}}',
      markedBy: 'Marked by {{name}} at {{time}}',
      note: 'Note: {{note}}',
      open: 'Open the register of {{subject}}, period {{period}}, for {{name}}',
    },
    setting: {
      label: 'Tell families when a pupil is missing from a lesson',
      hint: 'When a pupil who is at school is marked absent in a lesson, their parents and guardians get a message. A day recorded sick or permission excuses its lessons.',
    },
    message: {
      subject: '{{child}} was not in {{subject}} on {{date}}',
      body: '{{child}} was at {{school}} on {{date}}, but was marked absent in {{subject}} (period {{period}}, {{start}}–{{end}}). If you know why, please tell the school.',
      digestTitle: 'At school but missing from a lesson on {{date}}:',
      digestLine: '- {{name}}: {{subject}}, period {{period}} ({{start}}–{{end}})',
    },
  },
} as const
