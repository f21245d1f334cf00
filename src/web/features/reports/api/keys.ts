/**
 * Report queries live under 'attendance': whatever refreshes attendance (a saved record, a roll
 * call, changed school settings) refreshes the reports too.
 */
export const reportsQueryKeyPrefix = ['attendance', 'reports'] as const
