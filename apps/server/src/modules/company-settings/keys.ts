// The keys other modules' tables may reference (docs/decisions/0026): a foreign key names the column,
// never the table. Nothing but this module's own tables is imported here, so a key makes no import cycle.
import { buyingEntities } from './buying-entity.table.ts'
import { tags } from './tag.table.ts'
import { vats } from './vat.table.ts'

export const tagKey = () => tags.id
export const buyingEntityKey = () => buyingEntities.id
export const vatKey = () => vats.id
