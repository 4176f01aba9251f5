import { SignJWT } from 'jose'
import type { SupportWidgetConfig } from '../config/config.ts'
import type { Principal } from './principal.ts'

// How long a widget's identity token is good for: the page asks auth/user again well within it (on
// each load and on every token refresh), and a leaked one is soon worthless.
const identitySeconds = 3600

// Who is asking, as the helpdesk may trust it (spec §1, decision 0060): an HS256 JWT signed with the
// secret only the server and the helpdesk hold, for the helpdesk's origin (aud), from this installation
// (iss). It names the user, the e-mail, the name, the company and the language; nothing else.
export function supportIdentityToken(widget: SupportWidgetConfig, issuer: string, principal: Principal) {
  return new SignJWT({
    email: principal.email,
    name: `${principal.firstName} ${principal.lastName}`.trim(),
    company_id: principal.companyId,
    company: principal.company,
    locale: principal.locale,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(principal.userId)
    .setIssuer(issuer)
    .setAudience(new URL(widget.scriptUrl).origin)
    .setIssuedAt()
    .setExpirationTime(`${identitySeconds}s`)
    .sign(new TextEncoder().encode(widget.secret))
}
