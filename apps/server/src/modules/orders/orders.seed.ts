import type { MasterDataKind } from '@scm/contracts'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articlesByCode } from '../articles/index.ts'
import { addressByCode, defaultPaymentTerm, warehouseByCode } from '../company-settings/index.ts'
import { masterDataByCode } from '../master-data/index.ts'
import { seedOrderMilestones } from './milestones/order-milestones.seed.ts'
import { orderCounters, orderDeliveries, orderHistory, orderLines, orders } from './order.table.ts'
import { orderAuthorizationRuleApprovers, orderAuthorizationRules } from './order-authorization-rule.table.ts'
import { deliveryCode, formatOrderNumber } from './order-numbering.ts'
import { recomputeOrderTotals } from './order-totals.queries.ts'

const day = 86_400_000
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10)

interface DemoOrder {
  reference: string
  status: 'draft' | 'sent' | 'ordered'
  // Per delivery: ETD in days from today, and [article code, qty, price] lines.
  deliveries: Array<{ etdIn: number; lines: Array<[string, string, string]> }>
}

// One order of each early stage, so the order lists, the supplier's inbox and the detail page have
// something to show on the first visit.
const demoOrders: DemoOrder[] = [
  {
    reference: 'AW27 knitwear top-up',
    status: 'draft',
    deliveries: [
      {
        etdIn: 75,
        lines: [
          ['NO-2001', '120', '185'],
          ['NO-2005', '80', '210'],
        ],
      },
    ],
  },
  {
    reference: 'SS27 base layers',
    status: 'sent',
    deliveries: [
      {
        etdIn: 60,
        lines: [
          ['NO-3001', '300', '95'],
          ['NO-3002', '300', '95'],
        ],
      },
    ],
  },
  {
    reference: 'AW27 core knit',
    status: 'ordered',
    deliveries: [
      {
        etdIn: 45,
        lines: [
          ['NO-2002', '200', '185'],
          ['NO-2003', '150', '240'],
        ],
      },
      { etdIn: 90, lines: [['NO-2004', '500', '45']] },
    ],
  },
]

async function lookups(tx: Tx, companyId: string) {
  const one = async <T>(query: Promise<T | undefined>) => (await query)!
  const item = (kind: MasterDataKind, code: string) => one(masterDataByCode(tx, companyId, kind, code))
  const user = async (email: string) => (await tx.select().from(users).where(eq(users.email, email)))[0]!
  return {
    buyer: await user('buyer@nordic.demo'),
    admin: await user('admin@nordic.demo'),
    warehouse: await one(warehouseByCode(tx, companyId, 'GOT-DC')),
    mill: await one(addressByCode(tx, companyId, 'KNS')),
    terms: await one(defaultPaymentTerm(tx, companyId)),
    sea: await item('freight-modes', 'SEA'),
    season: await item('seasons', 'AW27'),
    forwarder: await item('forwarders', 'DBS'),
  }
}

// Nordic's first three orders to Baltic and its authorization rule: orders above 100 000 SEK wait for
// the company admin.
export async function seedOrders(tx: Tx, { client: nordic, supplier: baltic }: DemoCompanies) {
  const l = await lookups(tx, nordic.id)
  const codes = demoOrders.flatMap((order) => order.deliveries.flatMap((d) => d.lines.map(([code]) => code)))
  const known = await articlesByCode(tx, nordic.id, codes)
  const article = (code: string) => known.find((row) => row.code === code)!
  const actor = {
    actorId: l.buyer.id,
    actorName: `${l.buyer.firstName} ${l.buyer.lastName}`,
    actorSide: 'buyer' as const,
  }
  for (const [index, spec] of demoOrders.entries()) {
    const number = formatOrderNumber(index + 1)
    const sent = spec.status !== 'draft'
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: nordic.id,
        supplierCompanyId: baltic.id,
        number,
        buyerName: nordic.name,
        supplierName: baltic.name,
        status: spec.status,
        buyerReference: spec.reference,
        currency: 'SEK',
        paymentTermId: l.terms.id,
        paymentTermName: l.terms.name,
        shipFromAddressId: l.mill.id,
        shipFromName: l.mill.label,
        freightModeId: l.sea.id,
        freightModeName: l.sea.name,
        incoterm: 'FOB',
        etd: isoDate(spec.deliveries[0]!.etdIn),
        eta: isoDate(spec.deliveries[0]!.etdIn + 14),
        createdBy: l.buyer.id,
        createdByName: actor.actorName,
        sentAt: sent ? new Date(Date.now() - 3 * day) : null,
        confirmedAt: spec.status === 'ordered' ? new Date(Date.now() - day) : null,
      })
      .returning()
    for (const [d, delivery] of spec.deliveries.entries()) {
      const etd = isoDate(delivery.etdIn)
      const eta = isoDate(delivery.etdIn + 14)
      const [row] = await tx
        .insert(orderDeliveries)
        .values({
          companyId: nordic.id,
          orderId: order!.id,
          position: d + 1,
          code: deliveryCode(number, d + 1),
          warehouseId: l.warehouse.id,
          warehouseName: l.warehouse.name,
          seasonId: l.season.id,
          seasonName: l.season.name,
          freightModeId: l.sea.id,
          freightModeName: l.sea.name,
          forwarderId: l.forwarder.id,
          forwarderName: l.forwarder.name,
          etd,
          eta,
          requestedEtd: sent ? etd : null,
          requestedEta: sent ? eta : null,
        })
        .returning()
      await tx.insert(orderLines).values(
        delivery.lines.map(([code, qty, price], position) => ({
          companyId: nordic.id,
          orderId: order!.id,
          deliveryId: row!.id,
          position: position + 1,
          articleId: article(code).id,
          articleCode: code,
          articleName: article(code).name,
          supplierArticleId: article(code).supplierArticleId,
          qty,
          price,
          priceSource: 'manual' as const,
        })),
      )
    }
    await recomputeOrderTotals(tx, order!.id)
    const events = ['created', ...(sent ? ['send'] : []), ...(spec.status === 'ordered' ? ['confirm'] : [])]
    for (const event of events)
      await tx.insert(orderHistory).values({
        companyId: nordic.id,
        orderId: order!.id,
        ...(event === 'confirm'
          ? { actorId: null, actorName: 'Lina Ozols', actorSide: 'supplier' as const }
          : actor),
        event,
        internal: event === 'created',
      })
  }
  await tx.insert(orderCounters).values({ companyId: nordic.id, lastNumber: demoOrders.length })
  const [rule] = await tx
    .insert(orderAuthorizationRules)
    .values({ companyId: nordic.id, name: 'Orders above 100 000 SEK', currency: 'SEK', minValue: '100000' })
    .returning()
  await tx
    .insert(orderAuthorizationRuleApprovers)
    .values({ companyId: nordic.id, ruleId: rule!.id, userId: l.admin.id })
  await seedOrderMilestones(tx, nordic.id)
}
