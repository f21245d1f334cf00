import { permission, roles } from '../../security/access'

/** The headmaster keeps the school's week: the bell schedule, the lessons, one date's changes, the import (ADR 052). */
export const keepsTheWeek = roles(['headmaster'])

/** Every staff role reads it: those who take attendance teach the lessons. */
export const readsTheWeek = permission('canTakeAttendance')
