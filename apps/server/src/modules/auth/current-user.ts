import type { CurrentUser } from '@scm/contracts'
import type { Principal } from '../../platform/auth/principal.ts'

export function toCurrentUser(principal: Principal): CurrentUser {
  return {
    id: principal.userId,
    company_id: principal.companyId,
    company: principal.company,
    company_type: principal.companyType,
    first_name: principal.firstName,
    last_name: principal.lastName,
    email: principal.email,
    locale: principal.locale,
    session_time: principal.sessionTime,
    permissions: principal.permissions,
    roleTypes: principal.roleTypes,
  }
}
