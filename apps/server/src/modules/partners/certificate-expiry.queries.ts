import { and, eq, isNull } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { agreements } from './agreement.table.ts'
import { masterDataName } from './supplier-block.queries.ts'
import { supplierCertificates } from './supplier-block.table.ts'

// A certificate whose expiry notice has not gone out yet, with its supplier's name and its type's.
export async function findUnnotifiedCertificate(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      certificate: supplierCertificates,
      supplier: agreements.name,
      typeName: masterDataName(supplierCertificates.typeId),
    })
    .from(supplierCertificates)
    .innerJoin(agreements, eq(agreements.id, supplierCertificates.agreementId))
    .where(and(eq(supplierCertificates.id, id), isNull(supplierCertificates.notifiedAt)))
  return row
}

export async function markCertificateNotified(tx: Tx, id: string) {
  await tx.update(supplierCertificates).set({ notifiedAt: new Date() }).where(eq(supplierCertificates.id, id))
}
