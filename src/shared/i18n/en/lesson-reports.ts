/** What the lesson registers tell (ADR 052): per-subject rates, and the registers not taken. */
export const lessonReports = {
  lessonReports: {
    tab: 'Lessons',
    title: 'Lessons by subject',
    /** Names a student's or a class's table (unlike the card around it, whose title is the one above). */
    tableCaption: 'Lessons of {{name}} by subject',
    classLabel: 'Class',
    chooseClass: 'Choose a class',
    chooseClassFirst: 'Choose a class to see its lessons by subject.',
    noClasses: 'No class to show: the classes you teach, or are homeroom teacher of, appear here.',
    loadFailed: 'Could not load the lessons.',
    forbidden: 'Only the headmaster, the class’s homeroom teacher and those who teach the class see these lessons.',
    none: 'No register was taken in these dates.',
    columns: {
      subject: 'Subject',
      registers: 'Lessons',
      present: 'Present',
      late: 'Late',
      absent: 'Absent',
      excused: 'Excused',
      rate: 'Rate',
    },
    short: { registers: 'Les', present: 'P', late: 'L', absent: 'A', excused: 'E' },
    legend: 'Les lessons taken, P present, L late to the lesson, A absent, E excused (absent on a sick or permission day)',
    total: 'All subjects',
    /** Under a rate: attended of lessons counted. */
    rateFraction: '{{attended}} of {{total}}',
    rateWords: 'Present or late in {{attended}} of {{total}} lessons counted',
    definition: 'Rate: present or late, out of the lessons whose register was taken, leaving out those excused by a sick or permission day. A register not taken counts for nothing.',
    notTaken: {
      title: 'Registers not taken',
      hintAll: 'Lessons that were due (a school day, not cancelled, over) and have no register, by teacher and day.',
      hintOwn: 'Your lessons that were due (a school day, not cancelled, over) and have no register.',
      none: 'Every register due in these dates was taken.',
      count_one: '{{count}} register',
      count_other: '{{count}} registers',
      period: 'Period {{period}}, {{startsAt}}–{{endsAt}}',
      substitute: 'as substitute',
    },
  },
} as const
