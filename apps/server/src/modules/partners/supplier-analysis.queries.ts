import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { masterDataName } from './supplier-block.queries.ts'
import { supplierCapacities, supplierCertificates } from './supplier-block.table.ts'
import { supplierCriteria, supplierCriterionValues } from './supplier-criterion.table.ts'

// The company's criteria, mandatory ones first.
export const companyCriteria = (tx: Tx, companyId: string) =>
  tx
    .select()
    .from(supplierCriteria)
    .where(eq(supplierCriteria.companyId, companyId))
    .orderBy(sql`${supplierCriteria.mandatory} desc`, sql`lower(${supplierCriteria.name})`)

export const criterionValuesOf = (tx: Tx, agreementIds: string[]) =>
  tx.select().from(supplierCriterionValues).where(inArray(supplierCriterionValues.agreementId, agreementIds))

// The suppliers' capacities with their units' names, the latest year first.
export const capacitiesOf = (tx: Tx, agreementIds: string[]) =>
  tx
    .select({ capacity: supplierCapacities, unitName: masterDataName(supplierCapacities.unitId) })
    .from(supplierCapacities)
    .where(inArray(supplierCapacities.agreementId, agreementIds))
    .orderBy(desc(supplierCapacities.year))

// The suppliers' certificates with their types' names, the first to expire first.
export const certificatesOf = (tx: Tx, agreementIds: string[]) =>
  tx
    .select({ certificate: supplierCertificates, typeName: masterDataName(supplierCertificates.typeId) })
    .from(supplierCertificates)
    .where(inArray(supplierCertificates.agreementId, agreementIds))
    .orderBy(supplierCertificates.validTo)
