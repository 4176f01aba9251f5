import { articleStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
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
import { companies } from '../../platform/tenancy/company.table.ts'
import { tagKey } from '../company-settings/keys.ts'
import { masterDataKey } from '../master-data/keys.ts'
import { styleKey } from '../styles/keys.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'

export const articleStatusEnum = pgEnum('article_status', articleStatuses)
const master = (name: string) => uuid(name).references(masterDataKey)
const amount = (name: string, precision: number, scale: number) => numeric(name, { precision, scale })

// Spec §3 Article. The owner sees and changes its articles; a partner it shared one with may read it
// (article_shares), nothing more.
export const articles = pgTable(
  'articles',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: master('category_id'),
    styleId: uuid('style_id').references(styleKey),
    supplierCompanyId: uuid('supplier_company_id').references(() => companies.id),
    supplierArticleId: text('supplier_article_id'),
    colorId: master('color_id'),
    sizeId: master('size_id'),
    sku: text('sku'),
    unitId: master('unit_id'),
    // The buyer's own sales price, for the margin review; never in a partner's view of the article.
    salesPrice: amount('sales_price', 14, 4),
    salesCurrency: text('sales_currency'),
    composition: text('composition'),
    itemCategoryCodeId: master('item_category_code_id'),
    barcode: text('barcode'),
    ean: text('ean'),
    tariffCode: text('tariff_code'),
    countryOfOrigin: text('country_of_origin'),
    leadTimeDays: integer('lead_time_days'),
    weight: amount('weight', 10, 3),
    length: amount('length', 8, 2),
    width: amount('width', 8, 2),
    height: amount('height', 8, 2),
    packingInstructionId: uuid('packing_instruction_id').references(() => packingInstructions.id),
    boxTypeId: uuid('box_type_id').references(() => boxTypes.id),
    deliveryDropCodeId: master('delivery_drop_code_id'),
    carbonKg: amount('carbon_kg', 11, 3),
    waterL: amount('water_l', 11, 2),
    energyKwh: amount('energy_kwh', 11, 3),
    renewable: boolean('renewable').notNull().default(false),
    inventoryMin: amount('inventory_min', 13, 3),
    inventoryMax: amount('inventory_max', 13, 3),
    status: articleStatusEnum('status').notNull().default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('articles_company_code_unique').on(t.companyId, sql`lower(${t.code})`),
    // The library's default order, its sorts and its filters (see the article list bench).
    index('articles_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    index('articles_company_status_name_idx').on(t.companyId, t.status, sql`lower(${t.name})`, t.id),
    // Search by code or name (ILIKE '%…%': the list and the article picker) reads trigram indexes.
    // Without fastupdate: the embedded database has no autovacuum to merge a pending list, which every
    // search would otherwise scan.
    index('articles_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
    index('articles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
    index('articles_company_category_idx').on(t.companyId, t.categoryId),
    index('articles_company_supplier_idx').on(t.companyId, t.supplierCompanyId),
    index('articles_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('articles_packing_instruction_idx').on(t.packingInstructionId),
    index('articles_box_type_idx').on(t.boxTypeId),
    companyPolicy('articles'),
    pgPolicy('articles_shared_read', {
      for: 'select',
      to: appUser,
      using: sql`exists (select 1 from article_shares s where s.article_id = articles.id and s.partner_company_id = (select app_company_id()))`,
    }),
  ],
).enableRLS()

// Bill of material: the components an article is made of, in order.
export const articleComponents = pgTable(
  'article_components',
  {
    companyId: companyId().references(() => companies.id),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    componentId: uuid('component_id')
      .notNull()
      .references(() => articles.id),
    position: integer('position').notNull(),
    quantity: numeric('quantity', { precision: 13, scale: 4 }).notNull(),
    unitId: master('unit_id'),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.componentId] }),
    index('article_components_component_idx').on(t.componentId),
    companyPolicy('article_components'),
  ],
).enableRLS()

// Tags of an article. The tags table comes with the company-settings branch, which adds the foreign key.
export const articleTags = pgTable(
  'article_tags',
  {
    companyId: companyId().references(() => companies.id),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id').notNull().references(tagKey),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    index('article_tags_tag_idx').on(t.tagId),
    companyPolicy('article_tags'),
  ],
).enableRLS()

// The partner companies an article is shared with. The partner reads the share (and so the article);
// only the owner changes it.
export const articleShares = pgTable(
  'article_shares',
  {
    companyId: companyId().references(() => companies.id),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    partnerCompanyId: uuid('partner_company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.partnerCompanyId] }),
    index('article_shares_partner_idx').on(t.partnerCompanyId, t.articleId),
    companyPolicy('article_shares'),
    pgPolicy('article_shares_partner_read', {
      for: 'select',
      to: appUser,
      using: sql`partner_company_id = (select app_company_id())`,
    }),
  ],
).enableRLS()
