/** School settings after sign-in: the term, holidays (as date ranges) and the early-warning threshold. */
export const schoolTerm = {
  /** School settings: the term, holidays and the early-warning threshold. */
  schoolTerm: {
    title: 'Term and holidays',
    termStart: 'Term starts',
    termEnd: 'Term ends',
    termHint: 'Reports offer “This term” once both dates are set.',
    holidays: 'Holidays',
    holidaysHint: 'Holidays are not school days: attendance and reports leave them out.',
    noHolidays: 'No holidays yet.',
    holidayName: 'Name',
    addHoliday: 'Add holiday',
    removeHoliday: 'Remove',
    removeHolidayNamed: 'Remove holiday {{name}}',
    holidayRow: 'Holiday {{number}}',
    warningThreshold: 'Early-warning threshold (%)',
    warningThresholdHint: 'Students whose attendance rate over the last 30 school days falls below this are listed in Early warnings. 50 to 100; 90 by default.',
    thresholdInvalid: 'Enter a whole number from 50 to 100',
  },
  holidayRange: {
    from: 'From',
    to: 'To (optional)',
    toHint: 'Leave “To” empty for a single day.',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    orderError: 'The last day must be on or after the first day',
    tooLong: 'A holiday can span at most 366 days',
    outOfRange: 'Choose a date from 2000 to 2099',
  },
} as const
