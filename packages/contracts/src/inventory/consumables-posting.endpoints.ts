import { IdParams, VersionBody } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listResponse } from '../http/list.ts'
import {
  ConsumablesPosting,
  ConsumablesPostingBody,
  ConsumablesPostingListQuery,
  ConsumablesPostingSummary,
  UpdateConsumablesPostingBody,
} from './consumables-posting.contract.ts'
import { SourceAvailability, SourceAvailabilityQuery } from './inventory-transaction.contract.ts'

const path = '/consumables-postings'
// Whoever reads stock or its transactions reads what was used up; posting it takes managing stock.
const read = ['manage.inventory', 'view.inv.transactions'] as const
const write = 'manage.inventory' as const

export const consumablesPostingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: read,
    query: ConsumablesPostingListQuery,
    response: listResponse(ConsumablesPostingSummary),
  }),
  // For the form, which only those who post see: what the warehouse has available of each article.
  available: defineEndpoint({
    method: 'GET',
    path: `${path}/available`,
    permission: write,
    query: SourceAvailabilityQuery,
    response: SourceAvailability,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission: read,
    params: IdParams,
    response: ConsumablesPosting,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission: write,
    body: ConsumablesPostingBody,
    response: ConsumablesPosting,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    body: UpdateConsumablesPostingBody,
    response: ConsumablesPosting,
  }),
  // Sent on the version the user saw; the stock leaves the warehouse with it.
  send: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/send`,
    permission: write,
    params: IdParams,
    body: VersionBody,
    response: ConsumablesPosting,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    response: MessageBody,
  }),
}
