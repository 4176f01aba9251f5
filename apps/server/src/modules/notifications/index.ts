// What other modules may use of the notifications module (docs/decisions/0026): nothing else of it is theirs.
export { type NotificationInput, type NotifyContext, notify } from './notify.ts'
