import type { Tx } from '../../../platform/db/database.ts'
import { addToOnHand, insertMovements } from '../stock.queries.ts'
import { insertPosting, replacePostingRows } from './consumables-posting.queries.ts'

type Rows = Array<[article: string, quantity: string]>

// Trims the distribution centre used up (its opening stock counts them in, inventory.seed.ts): sent,
// so they have left the stock; and a draft of zip pullers for the flagship's repairs, not yet sent.
const usedTrims: Rows = [
  ['NO-4006', '60'],
  ['NO-4005', '24'],
]
const repairPullers: Rows = [['NO-4005', '30']]

interface Place {
  companyId: string
  warehouseId: string
  createdBy: string | null
  articleId: (code: string) => string
}

export async function seedConsumablesPostings(tx: Tx, place: Place) {
  const { companyId, warehouseId, createdBy } = place
  const today = new Date().toISOString().slice(0, 10)
  const lines = (rows: Rows) =>
    rows.map(([article, quantity]) => ({ articleId: place.articleId(article), quantity }))
  const sent = await insertPosting(tx, companyId, createdBy, {
    warehouseId,
    postingDate: today,
    reference: 'PRD-00001',
    note: 'Trims replaced at the final inspection of the trail shell jackets',
    status: 'sent',
    sentAt: new Date(),
    sentBy: createdBy,
  })
  await replacePostingRows(tx, companyId, sent.id, lines(usedTrims))
  const posted = await addToOnHand(
    tx,
    companyId,
    lines(usedTrims).map((line) => ({ ...line, warehouseId, quantity: `-${line.quantity}` })),
  )
  await insertMovements(
    tx,
    companyId,
    createdBy,
    { type: 'consumables_posting', id: sent.id, label: sent.number },
    posted,
  )
  const draft = await insertPosting(tx, companyId, createdBy, {
    warehouseId,
    postingDate: today,
    reference: null,
    note: 'Zip pullers for the flagship’s repair corner',
  })
  await replacePostingRows(tx, companyId, draft.id, lines(repairPullers))
}
