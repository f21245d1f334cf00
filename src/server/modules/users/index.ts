/** The users module as other code may use it; everything else in this folder is its own (ADR 051). */
export { archiveUserRow } from './archive.queries'
export { revokeOpenCodes } from './open-codes.queries'
export { deleteExpiredSessions, deleteOtherSessions, deleteSession, deleteUserSessions, extendSession, findActiveSession, findSchoolAndSession, insertSession } from './sessions.queries'
export { findParentByEmail, findStaffByEmail, findStudentByParentNumber, findUserById, insertUser, isEmailTaken, isParentNumberTaken, updateUser } from './users.queries'
export type { NewUser, UserRow } from './users.queries'
export { deleteOrArchive, resetPassword, staffChosenPassword } from './users.service'
