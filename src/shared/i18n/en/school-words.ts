/**
 * A school's own words (ADR 045): its levels' names, the departments a new school starts with, and the
 * time zones its settings offer first. A school that names its levels shows those names in every language.
 */
export const schoolWords = {
  /** A level's name where the school has not named it (LEVELS: the stored values, which the API and files also take). */
  levels: {
    Junior: 'Junior',
    Senior: 'Senior',
  },
  /** The headmaster's setting: the school's own names for its two levels. */
  levelNames: {
    title: 'Level names',
    hint: 'How the school’s two levels are shown on every list, form, profile and file. Leave a name empty for the default, “{{junior}}” or “{{senior}}” in each reader’s language.',
    junior: 'Junior level',
    senior: 'Senior level',
    either: '{{junior}} or {{senior}}',
    errors: {
      same: 'The two levels need different names',
      otherLevel: 'This is the other level’s name',
    },
  },
  /** The eight departments a new school starts with, in the school's language; renamed or archived like any other. */
  defaultDepartments: {
    science: 'Science',
    arts: 'Arts',
    language: 'Language',
    computer: 'Computer',
    health: 'Health',
    business: 'Business',
    mathematics: 'Mathematics',
    socialStudies: 'Social Studies',
  },
  /** Time zone selects: Indonesia's three zones first, then every other by its IANA name. */
  timeZones: {
    indonesia: 'Indonesia',
    others: 'Other time zones',
    wib: 'WIB – Western Indonesia Time (Jakarta)',
    wita: 'WITA – Central Indonesia Time (Makassar)',
    wit: 'WIT – Eastern Indonesia Time (Jayapura)',
  },
} as const
