import type { DeviationOptions } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { activeMasterData } from '../../master-data/index.ts'
import { asCompany } from '../../partners/index.ts'
import type { OrderRow } from '../order.queries.ts'
import { buyerTolerances } from './deviation-tolerance.ts'

export type TransportKind = 'freight-modes' | 'forwarders'
export type Named = { id: string; name: string }

// A delivery's freight mode and forwarder come from the buyer's lists, which the supplier cannot read:
// their active items (id and name only) are what a deviation may pick from.
export function buyerListItems(tx: Tx, buyerCompanyId: string, kind: TransportKind): Promise<Named[]> {
  return asCompany(tx, buyerCompanyId, async () =>
    (await activeMasterData(tx, buyerCompanyId, kind)).map(({ id, name }) => ({ id, name })),
  )
}

export async function deviationOptionsFor(tx: Tx, order: OrderRow): Promise<DeviationOptions> {
  return {
    freight_modes: await buyerListItems(tx, order.companyId, 'freight-modes'),
    forwarders: await buyerListItems(tx, order.companyId, 'forwarders'),
    tolerances: await buyerTolerances(tx, order.companyId),
  }
}
