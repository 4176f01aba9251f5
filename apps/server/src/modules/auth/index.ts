// What other modules may use of the auth module (docs/decisions/0026): nothing else of it is theirs.

export { sendEmailVerification } from './email-verification.service.ts'
export { createInvite, inviteDays, revokeInvite } from './invite.queries.ts'
export { revokeUserSessions } from './session.queries.ts'
