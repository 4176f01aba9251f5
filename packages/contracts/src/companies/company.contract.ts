import { z } from 'zod'
import { CompanyType } from '../auth/current-user.ts'
import { Id, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { Locale } from '../i18n/locale.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const Company = z.object({
  id: Id,
  name: z.string(),
  type: CompanyType,
  org_number: z.string().nullable(),
  vat_number: z.string().nullable(),
  locale: Locale,
  version: Version,
})
export type Company = z.infer<typeof Company>

export const UpdateCompanyBody = z.strictObject({
  name: z.string().trim().min(2).max(160),
  org_number: z.string().trim().max(40).nullable(),
  vat_number: z.string().trim().max(40).nullable(),
  locale: Locale,
  version: Version,
})
export type UpdateCompanyBody = z.input<typeof UpdateCompanyBody>

// The company settings page is /admin/settings (spec §2.2), so its API shares that area's permission.
const perm = adminPermission('settings')
export const companyEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/company', permission: perm, response: Company }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/company',
    permission: perm,
    body: UpdateCompanyBody,
    response: Company,
  }),
}
