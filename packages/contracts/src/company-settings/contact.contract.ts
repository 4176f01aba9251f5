import { z } from 'zod'
import { Email, Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Locale } from '../i18n/locale.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const Contact = z.object({
  id: Id,
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  locale: Locale,
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type Contact = z.infer<typeof Contact>

export const ContactBody = z.strictObject({
  title: optionalText(80),
  first_name: z.string().trim().min(1).max(80),
  last_name: z.string().trim().min(1).max(80),
  phone: optionalText(40).pipe(
    z
      .string()
      .regex(/^\+?[\d\s()-]{4,40}$/)
      .nullable(),
  ),
  email: Email,
  locale: Locale.default('sv'),
  active: z.boolean().default(true),
})
export type ContactBody = z.input<typeof ContactBody>
export const UpdateContactBody = ContactBody.extend({ version: Version })
export type UpdateContactBody = z.input<typeof UpdateContactBody>

export const ContactListQuery = listQuery(['last_name', 'first_name', 'email'], { active: ActiveFilter })

export const contactEndpoints = crudEndpoints('/contacts', adminPermission('contacts'), {
  item: Contact,
  query: ContactListQuery,
  body: ContactBody,
  update: UpdateContactBody,
})
