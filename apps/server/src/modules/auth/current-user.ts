import type { CurrentUser } from '@scm/contracts'
import type { Principal } from '../../platform/auth/principal.ts'
import { supportIdentityToken } from '../../platform/auth/support-identity.ts'
import type { Config } from '../../platform/config/config.ts'

export async function toCurrentUser(principal: Principal, config: Config): Promise<CurrentUser> {
  const widget = config.supportWidget
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
    support_widget: widget
      ? {
          script_url: widget.scriptUrl,
          identity_token: await supportIdentityToken(widget, config.publicUrl, principal),
        }
      : null,
  }
}
