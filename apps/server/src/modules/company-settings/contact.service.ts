import type { Contact, contactEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { type ContactRow, contactList } from './contact.queries.ts'

const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  title: row.title,
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone,
  email: row.email,
  locale: row.locale,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...contactList,
  entityType: 'contact',
  param: 'contacts',
  toDto: toContact,
})

type Body = Parameters<CrudService<typeof contactEndpoints>['create']>[1]
const values = (body: Body) => ({
  title: body.title,
  firstName: body.first_name,
  lastName: body.last_name,
  phone: body.phone,
  email: body.email,
  locale: body.locale,
  active: body.active,
})

export const contactService: CrudService<typeof contactEndpoints> = {
  list: list.list,
  get: list.get,
  create: (ctx, body) => list.create(ctx, values(body)),
  update: (ctx, id, body) => list.update(ctx, id, body.version, values(body)),
  remove: list.remove,
}
