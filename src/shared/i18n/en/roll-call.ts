/** The roll call, and how far a class's roll has got. */
export const rollCall = {
  rollCall: {
    title: 'Roll Call',
    subtitle: 'One tap per student, then Save once.',
    chooseClass: 'Choose a class',
    /** On the card of a class the signed-in teacher teaches, and the heading over those cards. */
    yourClass: 'Your class',
    yourClasses_one: 'Your class',
    yourClasses_other: 'Your classes',
    otherClasses: 'Other classes',
    class: 'Class',
    date: 'Date',
    studentCount_one: '{{count}} student',
    studentCount_other: '{{count}} students',
    noTeacher: 'No teacher',
    markAllPresent: 'Mark all unmarked present',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Roll call saved',
    changes_one: '{{count}} unsaved change',
    changes_other: '{{count}} unsaved changes',
    noChanges: 'No unsaved changes',
    unsaved: 'Unsaved',
    updatedElsewhere: 'Recorded elsewhere as {{status}}',
    emptyClass: 'No students are enrolled in this class.',
    loadFailed: 'This roll call could not be loaded.',
    discardConfirm: 'You have unsaved marks. Discard them?',
    statusFor: 'Status for {{student}}',
    shortcutsTitle: 'Keyboard shortcuts',
    shortcuts: 'Focus a student, then press {{present}} present, {{absent}} absent, {{late}} late, {{sick}} sick, {{permission}} permission; ↑/↓ or J/K to move.',
    /** The key that marks each status on a focused row (use-row-navigation.ts); one letter each, none of them J or K. E: P is present. */
    keys: {
      present: 'P',
      absent: 'A',
      late: 'L',
      sick: 'S',
      permission: 'E',
    },
  },
  rollTaken: {
    recordedOf_one: '{{recorded}} of {{count}} student recorded',
    recordedOf_other: '{{recorded}} of {{count}} students recorded',
    /** Every student scanned in at the gate, but nobody has taken the roll. */
    scansOnly: 'Scanned in only',
    definition: 'Taken: every student has a record and a teacher has recorded at least one of them (gate scans alone do not count).',
  },
} as const
