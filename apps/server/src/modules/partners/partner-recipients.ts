import type { Db, Tx } from '../../platform/db/database.ts'
import { usersHolding } from './partner-recipients.queries.ts'

// Who hears of partner events in a company: those who manage agreements.
export const partnerRecipients = (tx: Tx | Db, companyId: string) =>
  usersHolding(tx, companyId, 'edit.agreement')
