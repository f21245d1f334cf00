/** The school's week: the bell schedule and the timetable (ADR 052). The Timetable page's texts join this group. */
export const timetable = {
  timetableFiles: {
    columns: { className: 'Class', weekday: 'Day', period: 'Period', subject: 'Subject', teacherEmail: 'Teacher Email' },
  },
  timetable: {
    import: {
      unknownDay: 'Write the day as a number from 1 (Monday) to 7 (Sunday) or its name',
      unknownTeacher: 'No teacher has the email “{{email}}”',
      repeatedSlot: 'This class’s period is also on line {{line}}',
      teacherTwice: 'This teacher is also in this period on line {{line}}',
      teacherElsewhere: 'This teacher teaches {{className}} in this period',
      changedMeanwhile: 'The timetable changed while the file was being imported. Nothing was imported; check the file again.',
    },
    errors: {
      endsBeforeStart: 'A period must end after it starts',
      periodTwice: 'This weekday has this period twice',
      periodsOverlap: 'This period overlaps another of the same weekday',
      noSuchPeriod: 'The bell schedule has no such period on this weekday',
      slotTaken: 'This class already has a lesson in this period',
      teacherBusy: 'This teacher already teaches in this period',
      periodInUse: 'A lesson is in period {{period}} on {{weekday}}, which this schedule leaves out: move or delete it first',
      notLessonDay: 'This lesson is not on this date: pick a school day on its weekday',
    },
  },
} as const
