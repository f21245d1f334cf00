/** The school's week: the bell schedule and the timetable (ADR 052). The Timetable page's texts join this group. */
export const timetable = {
  timetable: {
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
