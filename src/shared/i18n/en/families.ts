/** Families after sign-in (ADR 020): the parent's home, adding a child, and a student's linked adults in Student Management. */
export const families = {
  families: {
    /** The parent's home. */
    notices: {
      title: 'Notices sent',
      hint: 'What the school told you about this child, newest first.',
      empty: 'No notices yet. You hear from the school when your child is marked absent or is not recorded by the morning’s cut-off.',
      loadFailed: 'The notices could not be loaded.',
      sentAt: 'Sent {{time}}',
      waiting: 'Waiting to be sent',
      held: 'Held until your quiet hours end',
      failed: 'Could not be sent',
    },
    home: {
      title: 'Your children',
      loadFailed: 'Your children could not be loaded.',
      childLoadFailed: 'This child’s attendance could not be loaded.',
      chooseChild: 'Child',
      noChildrenTitle: 'No child linked yet',
      noChildrenBody: 'Enter the link code from the slip your school gave you to see your child’s attendance.',
    },
    today: {
      title: 'Today',
      /** Present or late: the time they arrived (a QR check-in or the teacher's record). An absence has no arrival: the status alone. */
      recorded: '{{status}} at {{time}}',
      notRecorded: 'Not recorded yet',
      notRecordedHint: 'Teachers record attendance during the school day.',
      noSchool: 'No school today',
    },
    method: {
      qr: 'Checked in with the QR code',
      manual: 'Recorded by a teacher',
      /** Under an absence: when the teacher recorded it, never an arrival. */
      manualAt: 'Recorded by a teacher at {{time}}',
      request: 'From an approved absence request',
    },
    week: {
      title: 'This week',
      none: 'No school days yet this week.',
    },
    month: {
      title: 'Month',
      previous: 'Previous month',
      next: 'Next month',
    },
    addChild: {
      button: 'Add a child',
      title: 'Add a child',
      description: 'Enter the link code from the slip the school gave you for this child.',
      submit: 'Add child',
      added: '{{name}} was added to your children',
    },
    /** Student Management: a student's linked adults and link codes. */
    staff: {
      button: 'Family',
      title: 'Family of {{name}}',
      description: 'Adults linked to this student see the student’s attendance in Rollcall.',
      loadFailed: 'The student’s family could not be loaded.',
      linkedAdults: 'Linked adults',
      places: '{{count}} of {{max}} places used',
      none: 'No adult is linked yet. Create a link code and give the slip to the family.',
      linkedOn: 'Linked on {{date}}',
      remove: 'Remove',
      removing: 'Removing…',
      removeTitle: 'Remove {{name}}?',
      removeBody: '{{name}} will no longer see the attendance of {{student}}. They, the student’s other linked adults and the homeroom teacher are told by email. Their account stays; a new link code links them again.',
      removed: '{{name}} was removed',
      openCodes_zero: 'No link code is waiting to be used.',
      openCodes_one: '{{count}} link code is waiting to be used.',
      openCodes_other: '{{count}} link codes are waiting to be used.',
      createCode: 'Create link code',
      creatingCode: 'Creating…',
      full: 'This student has the most linked adults allowed. Remove one to link another.',
      notResponsible: 'The headmaster or the homeroom teacher of this student’s class links and removes the family’s adults.',
    },
    /** The code just made, shown once, and its printed slip. */
    code: {
      title: 'Link code for {{name}}',
      once: 'This code is shown only once. Print the slip or write the code down now.',
      label: 'Link code',
      validUntil: 'Valid until {{date}}, for one registration.',
      print: 'Print slip',
      done: 'Done',
      slipHeading: 'Follow {{name}}’s attendance in Rollcall',
      student: 'Student',
      className: 'Class',
      expires: 'Use this code before {{date}}. It works once.',
      instructions: 'Open Rollcall at {{address}}, choose Register, enter this code.',
      haveAccount: 'Already registered? Sign in and choose “Add a child”.',
    },
  },
} as const
