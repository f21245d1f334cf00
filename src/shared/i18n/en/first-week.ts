/**
 * Texts of issue 16's "first week" fixes: how far a class's roll has got, recording over someone
 * else's record, and holidays as a date range.
 */
export const firstWeek = {
  rollTaken: {
    recordedOf_one: '{{recorded}} of {{count}} student recorded',
    recordedOf_other: '{{recorded}} of {{count}} students recorded',
    /** Every student scanned in at the gate, but nobody has taken the roll. */
    scansOnly: 'Scanned in only',
    definition: 'Taken: every student has a record and a teacher has recorded at least one of them (gate scans alone do not count).',
  },
  overwrite: {
    title: 'Replace another person’s record?',
    one: 'Recorded by {{name}} at {{time}} as {{status}}. Replace it?',
    many_one: '{{count}} student already has a record made by someone else:',
    many_other: '{{count}} students already have a record made by someone else:',
    line: '{{student}}: {{status}} by {{name}} at {{time}}',
    more_one: 'and {{count}} more',
    more_other: 'and {{count}} more',
    unknown: 'someone else',
    confirm: 'Replace',
    cancel: 'Keep theirs',
    error: 'Someone else has already recorded this. Confirm to replace their record.',
  },
  holidayRange: {
    from: 'From',
    to: 'To (optional)',
    toHint: 'Leave “To” empty for a single day.',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    remove: 'Remove {{name}}',
    orderError: 'The last day must be on or after the first day',
    tooLong: 'A holiday can span at most 366 days',
    outOfRange: 'Choose a date from 2000 to 2099',
  },
} as const
