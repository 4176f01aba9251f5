import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { crudEndpoints } from '../http/crud-endpoints.ts'
import { dotDecimal } from '../http/decimal.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// One unit of `from_currency` is worth `rate` units of `to_currency` from `date` on.
export const ExchangeRate = z.object({
  id: Id,
  from_currency: Currency,
  to_currency: Currency,
  rate: z.string(),
  date: IsoDate,
  updated_at: Timestamp,
  version: Version,
})
export type ExchangeRate = z.infer<typeof ExchangeRate>

export const ExchangeRateBody = z
  .strictObject({
    from_currency: Currency,
    to_currency: Currency,
    rate: dotDecimal(10, 6).refine((value) => Number(value) > 0, { message: 'companySettings.positive' }),
    date: IsoDate,
  })
  .refine((body) => body.from_currency !== body.to_currency, {
    path: ['to_currency'],
    message: 'companySettings.sameCurrency',
  })
export type ExchangeRateBody = z.input<typeof ExchangeRateBody>
export const UpdateExchangeRateBody = ExchangeRateBody.safeExtend({ version: Version })
export type UpdateExchangeRateBody = z.input<typeof UpdateExchangeRateBody>

export const ExchangeRateListQuery = listQuery(['date', 'from_currency', 'to_currency', 'rate'], {
  from_currency: Currency,
  to_currency: Currency,
})

export const exchangeRateEndpoints = crudEndpoints('/exchange-rates', adminPermission('exchange-rates'), {
  item: ExchangeRate,
  query: ExchangeRateListQuery,
  body: ExchangeRateBody,
  update: UpdateExchangeRateBody,
})
