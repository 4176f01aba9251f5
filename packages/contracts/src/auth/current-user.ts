import { z } from 'zod'
import { Id } from '../http/common.ts'
import { Locale } from '../i18n/locale.ts'
import { Permission } from '../permissions/permission-catalogue.ts'

export const CompanyType = z.enum(['client', 'supplier', 'both'])
export type CompanyType = z.infer<typeof CompanyType>

// The current user of spec §3.
export const CurrentUser = z.object({
  id: Id,
  company_id: Id,
  company: z.string(),
  company_type: CompanyType,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  locale: Locale,
  session_time: z.number().int(),
  permissions: z.array(Permission),
  roleTypes: z.array(z.number().int()),
  // The helpdesk's chat and support widget when the installation has one (spec §1, decision 0060): its
  // script and who the user is, signed by the server for the helpdesk to trust.
  support_widget: z.object({ script_url: z.url(), identity_token: z.string() }).nullable(),
})
export type CurrentUser = z.infer<typeof CurrentUser>

// Minutes a user may choose for session_time (spec §9: per user, selectable).
export const sessionTimes = [10, 15, 30, 60, 120, 240, 480] as const
export const SessionTime = z.union(
  sessionTimes.map((value) => z.literal(value)),
  { error: 'validation.oneOf' },
)
