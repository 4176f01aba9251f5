import { z } from 'zod'
import { PartnerOption } from '../articles/article.contract.ts'
import { IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listResponse } from '../http/list.ts'
import {
  Forecast,
  ForecastBody,
  ForecastListQuery,
  ForecastSummary,
  UpdateForecastBody,
} from './forecast.contract.ts'

const path = '/forecasts'
const read = 'list.forecasts' as const
const write = 'create.forecast' as const

export const forecastEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: read,
    query: ForecastListQuery,
    response: listResponse(ForecastSummary),
  }),
  // The companies a batch can buy from: the suppliers the acting company trades with.
  suppliers: defineEndpoint({
    method: 'GET',
    path: `${path}/suppliers`,
    permission: read,
    response: z.array(PartnerOption),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission: read,
    params: IdParams,
    response: Forecast,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission: write,
    body: ForecastBody,
    response: Forecast,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    body: UpdateForecastBody,
    response: Forecast,
  }),
  // Deleting is a soft delete (spec §4): the forecast leaves the list and can be restored.
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    response: Forecast,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/restore`,
    permission: write,
    params: IdParams,
    response: Forecast,
  }),
}
