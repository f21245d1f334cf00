/** Absence requests (ADR 020): what a parent or student asks, what staff decide, and the refusals. */
export const absenceRequests = {
  absenceRequests: {
    states: {
      pending: 'pending',
      approved: 'approved',
      rejected: 'rejected',
      withdrawn: 'withdrawn',
      cancelled: 'cancelled',
    },
    errors: {
      outsideWindow: 'A request can cover school days from {{from}} to {{to}}',
      noSchoolDays: 'These dates hold no school day',
      overlaps: '{{name}} already has a request for some of these days',
      notPending: 'This request is already {{state}}',
      notApproved: 'Only an approved request can be cancelled; this one is {{state}}',
      withdrawInstead: 'This request is still pending: withdraw it instead',
      daysPassed: 'The days of this request have passed: it can no longer be cancelled',
      recordedMeanwhile: 'Staff recorded {{date}} while you decided: please decide again',
      attachPending: 'A file can be attached only while the request is pending',
      attachmentType: 'Attach a JPEG or PNG photo or a PDF',
      attachmentMismatch: 'This file says it is {{declared}} but is {{type}}',
      attachmentTooLarge: 'The file is larger than {{size}} MB',
    },
  },
} as const
