import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'

export const BlockRowParams = z.strictObject({ id: Id, rowId: Id })

const rowMeta = { id: Id, created_at: Timestamp, version: Version }

// A block of the supplier card (spec §2.10) is a list of rows kept by the client for one supplier:
// list, add, change (with the row's version) and remove, all under /suppliers/:id/<block>.
export function supplierBlock<B extends z.ZodObject, R extends z.ZodRawShape>(
  name: string,
  body: B,
  extra: R = {} as R,
) {
  const row = body.extend({ ...rowMeta, ...extra })
  const update = body.extend({ version: Version })
  const base = `/suppliers/:id/${name}`
  return {
    row,
    body,
    update,
    endpoints: {
      list: defineEndpoint({
        method: 'GET',
        path: base,
        permission: 'list.suppliers',
        params: IdParams,
        response: z.array(row),
      }),
      create: defineEndpoint({
        method: 'POST',
        path: base,
        permission: 'edit.agreement',
        params: IdParams,
        body,
        response: row,
        status: 201,
      }),
      update: defineEndpoint({
        method: 'PUT',
        path: `${base}/:rowId`,
        permission: 'edit.agreement',
        params: BlockRowParams,
        body: update,
        response: row,
      }),
      remove: defineEndpoint({
        method: 'DELETE',
        path: `${base}/:rowId`,
        permission: 'edit.agreement',
        params: BlockRowParams,
        response: MessageBody,
      }),
    },
  }
}
