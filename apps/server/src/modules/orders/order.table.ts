import { deliveryShipmentStates, incoterms, orderStatuses, shipmentReadinessValues } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../platform/db/tenancy.ts'
import { sharedAttachmentsPolicy } from '../../platform/files/attachment.table.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articleKey } from '../articles/keys.ts'
import { tagKey } from '../company-settings/keys.ts'
import { priceListKey, priceRuleKey } from '../price-lists/keys.ts'

export const orderStatusEnum = pgEnum('order_status', orderStatuses)
export const deliveryShipmentStateEnum = pgEnum('delivery_shipment_state', deliveryShipmentStates)
export const shipmentReadinessEnum = pgEnum('shipment_readiness', shipmentReadinessValues)
export const orderSideEnum = pgEnum('order_side', ['buyer', 'supplier'])

// The supplier sees an order once it has been sent, and never a draft (also not one returned to draft).
const sentToSupplier = (alias: string) =>
  `${alias}supplier_company_id = (select app_company_id()) and ${alias}status not in ('draft', 'approval_required')`
const sentToActing = sql.raw(sentToSupplier(''))
// Rows hanging off an order belong to the buyer (company_id); the supplier sees them once the order
// was sent to it. The condition is spelled out rather than left to the orders policies, so the buyer's
// reads pass on company_id alone instead of also running an order lookup per row.
const orderSentToActing = sql.raw(
  `exists (select 1 from orders o where o.id = order_id and ${sentToSupplier('o.')})`,
)

// Spec §3 Order. company_id is the buyer. Names of referenced records are copied onto the row when the
// buyer saves, because the supplier reads the order but not the buyer's lists.
export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    supplierCompanyId: uuid('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    // The identifier: per buyer, sequential (order_counters), e.g. PO-000042.
    number: text('number').notNull(),
    // Both companies' names as they were when the buyer last saved: lists search and sort on them, and
    // neither party can read the other's company record.
    buyerName: text('buyer_name').notNull().default(''),
    supplierName: text('supplier_name').notNull().default(''),
    status: orderStatusEnum('status').notNull().default('draft'),
    buyerReference: text('buyer_reference'),
    currency: text('currency').notNull(),
    paymentTermId: uuid('payment_term_id'),
    paymentTermName: text('payment_term_name'),
    internalStatusId: uuid('internal_status_id'),
    internalStatusName: text('internal_status_name'),
    shipFromAddressId: uuid('ship_from_address_id'),
    shipFromName: text('ship_from_name'),
    shipToAddressId: uuid('ship_to_address_id'),
    shipToName: text('ship_to_name'),
    etd: date('etd'),
    eta: date('eta'),
    freightModeId: uuid('freight_mode_id'),
    freightModeName: text('freight_mode_name'),
    incoterm: text('incoterm', { enum: incoterms }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    notes: text('notes'),
    internalNotes: text('internal_notes'),
    termsAndConditions: text('terms_and_conditions'),
    showTagsToSupplier: boolean('show_tags_to_supplier').notNull().default(false),
    // Kept in step with the lines on every save, so lists sort and filter without summing lines.
    totalQty: numeric('total_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    totalValue: numeric('total_value', { precision: 18, scale: 4 }).notNull().default('0'),
    deliveryCount: integer('delivery_count').notNull().default(0),
    pendingDeviations: integer('pending_deviations').notNull().default(0),
    cancellationRequestedBy: orderSideEnum('cancellation_requested_by'),
    // The authorization rule a draft waits on while approval_required.
    authorizationRuleId: uuid('authorization_rule_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('orders_company_number_unique').on(t.companyId, t.number),
    index('orders_company_status_idx').on(t.companyId, t.status, t.createdAt),
    index('orders_supplier_status_idx').on(t.supplierCompanyId, t.status, t.createdAt),
    // The order views: margins by creation date, lead times by the day the order was sent.
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    index('orders_company_sent_idx').on(t.companyId, t.sentAt),
    // The list's search (ILIKE '%…%' on these four) reads trigram indexes, not every order.
    // Without fastupdate: the embedded database has no autovacuum to merge a pending list, which every
    // search would otherwise scan.
    index('orders_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
    index('orders_buyer_reference_trgm_idx')
      .using('gin', t.buyerReference.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    index('orders_supplier_name_trgm_idx')
      .using('gin', t.supplierName.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    index('orders_buyer_name_trgm_idx')
      .using('gin', t.buyerName.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    companyPolicy('orders'),
    pgPolicy('orders_supplier_read', { for: 'select', to: appUser, using: sentToActing }),
    // The supplier changes status, shipment and what its deviations apply; the service picks columns.
    pgPolicy('orders_supplier_update', {
      for: 'update',
      to: appUser,
      using: sentToActing,
      withCheck: sql.raw('supplier_company_id = (select app_company_id())'),
    }),
  ],
).enableRLS()

// The next order number of each buyer; a row lock makes numbers unique and gapless per company.
export const orderCounters = pgTable(
  'order_counters',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id),
    lastNumber: integer('last_number').notNull().default(0),
  },
  () => [companyPolicy('order_counters')],
).enableRLS()

export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    warehouseId: uuid('warehouse_id'),
    warehouseName: text('warehouse_name'),
    seasonId: uuid('season_id'),
    seasonName: text('season_name'),
    deliveryDropCodeId: uuid('delivery_drop_code_id'),
    deliveryDropCodeName: text('delivery_drop_code_name'),
    deliveryInstructions: text('delivery_instructions'),
    deliveryNoticePhone: text('delivery_notice_phone'),
    deliveryNoticeEmail: text('delivery_notice_email'),
    contactId: uuid('contact_id'),
    contactName: text('contact_name'),
    requestedEtd: date('requested_etd'),
    requestedEta: date('requested_eta'),
    etd: date('etd'),
    eta: date('eta'),
    reference: text('reference'),
    shipToAddressId: uuid('ship_to_address_id'),
    shipToName: text('ship_to_name'),
    freightModeId: uuid('freight_mode_id'),
    freightModeName: text('freight_mode_name'),
    forwarderId: uuid('forwarder_id'),
    forwarderName: text('forwarder_name'),
    shipmentState: deliveryShipmentStateEnum('shipment_state').notNull().default('not_shipped'),
    readiness: shipmentReadinessEnum('readiness'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_deliveries_position_unique').on(t.orderId, t.position),
    index('order_deliveries_company_etd_idx').on(t.companyId, t.etd),
    // The ETA schedule, the inbound tracker and the delivery schedule by ETA.
    index('order_deliveries_company_eta_idx').on(t.companyId, t.eta),
    companyPolicy('order_deliveries'),
    pgPolicy('order_deliveries_supplier_read', { for: 'select', to: appUser, using: orderSentToActing }),
    pgPolicy('order_deliveries_supplier_update', {
      for: 'update',
      to: appUser,
      using: orderSentToActing,
      withCheck: orderSentToActing,
    }),
  ],
).enableRLS()

// Spec §3 Delivery-part: an article of a delivery.
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => orderDeliveries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    articleId: uuid('article_id').notNull().references(articleKey),
    articleCode: text('article_code').notNull(),
    articleName: text('article_name').notNull(),
    supplierArticleId: text('supplier_article_id'),
    qty: numeric('qty', { precision: 13, scale: 3 }).notNull(),
    // What goods receipts have taken into the delivery's warehouse so far (decision 0051).
    receivedQty: numeric('received_qty', { precision: 13, scale: 3 }).notNull().default('0'),
    price: numeric('price', { precision: 16, scale: 4 }).notNull(),
    priceSource: text('price_source', { enum: ['price_list', 'price_rule', 'manual'] }).notNull(),
    // Where a list-priced line's price came from (the price list's related orders); the list may be
    // the supplier's own, approved by the buyer. Kept like the source while a re-save keeps the price.
    priceListId: uuid('price_list_id').references(priceListKey, { onDelete: 'set null' }),
    priceRuleId: uuid('price_rule_id').references(priceRuleKey, { onDelete: 'set null' }),
    packages: integer('packages'),
    freeText: text('free_text'),
    markAs: text('mark_as'),
    vatId: uuid('vat_id'),
    vatName: text('vat_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_lines_position_unique').on(t.deliveryId, t.position),
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_article_idx').on(t.articleId),
    index('order_lines_price_list_idx').on(t.priceListId),
    companyPolicy('order_lines'),
    pgPolicy('order_lines_supplier_read', { for: 'select', to: appUser, using: orderSentToActing }),
    pgPolicy('order_lines_supplier_update', {
      for: 'update',
      to: appUser,
      using: orderSentToActing,
      withCheck: orderSentToActing,
    }),
  ],
).enableRLS()

// The buyer's tags on an order; the supplier reads them only when the buyer shows tags to it.
export const orderTags = pgTable(
  'order_tags',
  {
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id').notNull().references(tagKey),
    tagName: text('tag_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.tagId] }),
    index('order_tags_tag_idx').on(t.tagId),
    companyPolicy('order_tags'),
    pgPolicy('order_tags_supplier_read', {
      for: 'select',
      to: appUser,
      using: sql.raw('exists (select 1 from orders o where o.id = order_id and o.show_tags_to_supplier)'),
    }),
  ],
).enableRLS()

// The buyer's users responsible for an order; internal to the buyer.
export const orderAssignees = pgTable(
  'order_assignees',
  {
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.userId] }),
    index('order_assignees_user_idx').on(t.userId),
    companyPolicy('order_assignees'),
  ],
).enableRLS()

// Every change of an order, by either party (company_id is always the buyer's), with the values before and after: the earlier promises
// (ETD, ETA, quantities, prices) stay readable after a deviation replaces them.
export const orderHistory = pgTable(
  'order_history',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorSide: orderSideEnum('actor_side'),
    event: text('event').notNull(),
    reason: text('reason'),
    changes: jsonb('changes')
      .$type<Array<{ field: string; before: string | null; after: string | null }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Internal entries (internal status, internal notes, assignees) are for the buyer only.
    internal: boolean('internal').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.at),
    companyPolicy('order_history'),
    pgPolicy('order_history_supplier', {
      for: 'all',
      to: appUser,
      using: sql.raw('not internal and exists (select 1 from orders o where o.id = order_id)'),
      withCheck: sql.raw('not internal and exists (select 1 from orders o where o.id = order_id)'),
    }),
    // A guest of one milestone (decision 0045) records its changes on that milestone's order; it reads
    // none of the history.
    pgPolicy('order_history_milestone_guest', {
      for: 'insert',
      to: appUser,
      withCheck: sql.raw(
        `not internal and exists (select 1 from order_milestones m where m.id = (select app_guest_document())
          and m.order_id = order_history.order_id and m.company_id = order_history.company_id)`,
      ),
    }),
  ],
).enableRLS()

// The files on an order are read by both companies once the supplier sees the order: a file is
// visible exactly when its order is (the orders policies decide), whichever company attached it.
export const orderAttachmentsPolicy = sharedAttachmentsPolicy(
  'order',
  sql.raw('exists (select 1 from orders o where o.id = attachments.entity_id)'),
)
