import { canonicalDecimal, type ExchangeRate, type exchangeRateEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { type ExchangeRateRow, exchangeRateList } from './exchange-rate.queries.ts'

const toExchangeRate = (row: ExchangeRateRow): ExchangeRate => ({
  id: row.id,
  from_currency: row.fromCurrency as ExchangeRate['from_currency'],
  to_currency: row.toCurrency as ExchangeRate['to_currency'],
  rate: canonicalDecimal(row.rate),
  date: row.date,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...exchangeRateList,
  entityType: 'exchange-rate',
  toDto: toExchangeRate,
  unique: { constraint: 'exchange_rates_pair_date_unique', field: 'date', code: 'companySettings.rateTaken' },
})

type Body = Parameters<CrudService<typeof exchangeRateEndpoints>['create']>[1]
const values = (body: Body) => ({
  fromCurrency: body.from_currency,
  toCurrency: body.to_currency,
  rate: body.rate,
  date: body.date,
})

export const exchangeRateService: CrudService<typeof exchangeRateEndpoints> = {
  list: list.list,
  get: list.get,
  create: (ctx, body) => list.create(ctx, values(body)),
  update: (ctx, id, body) => list.update(ctx, id, body.version, values(body)),
  remove: list.remove,
}
