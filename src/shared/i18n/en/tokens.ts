/** API tokens for other systems (issue 22): the server's refusals and the Settings section that manages them. */
export const tokens = {
  tokens: {
    invalid: 'This API token is not valid here: it is unknown, revoked, or another school’s.',
    scopeMissing: 'This API token may not do this: it needs the “{{scope}}” scope.',
    notAccepted: 'API tokens may not make this request: sign in instead.',
    notFound: 'There is no such token.',
    scopeRequired: 'Choose at least one thing the token may do.',
  },
  /** The roster sync's own messages; each entry's problems are the student import's. */
  roster: {
    repeatedExternalId: 'This external id is also on entry {{line}}',
    invalid_one: '{{count}} entry has problems. Nothing was changed.',
    invalid_other: '{{count}} entries have problems. Nothing was changed.',
  },
} as const
