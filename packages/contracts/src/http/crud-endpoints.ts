import { z } from 'zod'
import type { Permission } from '../permissions/permission-catalogue.ts'
import { IdParams } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { MessageBody } from './errors.ts'
import { listResponse } from './list.ts'

// The five endpoints of a company-owned list (list, get, create, update, delete) under one path: every
// company-settings list has exactly this shape. One admin permission guards all five; a staff list
// (projects) reads with one permission and writes with another.
export function crudEndpoints<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Update extends z.ZodType,
>(
  path: string,
  permissions: Permission | { read: Permission | readonly Permission[]; write: Permission },
  schemas: { item: Item; query: Query; body: Body; update: Update },
) {
  const { read, write } =
    typeof permissions === 'string' ? { read: permissions, write: permissions } : permissions
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      permission: read,
      query: schemas.query,
      response: listResponse(schemas.item),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${path}/:id`,
      permission: read,
      params: IdParams,
      response: schemas.item,
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      permission: write,
      body: schemas.body,
      response: schemas.item,
      status: 201,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${path}/:id`,
      permission: write,
      params: IdParams,
      body: schemas.update,
      response: schemas.item,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      permission: write,
      params: IdParams,
      response: MessageBody,
    }),
  }
}

export const optionalId = z.uuid().nullable().default(null)
export const ActiveFilter = z.enum(['true', 'false'])
