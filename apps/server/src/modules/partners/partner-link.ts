import type { PartnerRole } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import type { Platform } from '../../platform/http/context.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { notify } from '../notifications/index.ts'
import { asCompany } from './acting-company.ts'
import {
  findAgreement,
  findAgreementByOrgNumber,
  findAgreementWith,
  insertAgreement,
} from './agreement.queries.ts'
import { toAgreement } from './agreement-response.ts'
import { type CompanyRow, findCompany, findUserEmail, linkExternalAgreement } from './partner-link.queries.ts'
import { partnerRecipients } from './partner-recipients.ts'
import { ensurePartnership } from './partnership.queries.ts'
import { refreshSupplierStatus } from './supplier-status.ts'

export interface LinkContext {
  tx: Tx | Db
  platform: Platform
  afterCommit(task: () => Promise<void>): void
}

type Side = { company: CompanyRow; userId: string | null; email: string | null }

type Party = Omit<Side, 'company'> & { companyId: string }

// The address the other side keeps for a party: the one given, else its acting user's.
async function contactOf(tx: Tx | Db, party: Party) {
  const { userId } = party
  if (!userId) return null
  return asCompany(tx, party.companyId, () => findUserEmail(tx, userId))
}

const readCompany = (tx: Tx | Db, id: string) => asCompany(tx, id, async () => (await findCompany(tx, id))!)

// `owner` keeps an agreement about `other` in `role`. An external agreement with the same
// organisational number (the counterparty joined the platform) becomes this one; otherwise a new one.
async function ensureAgreement(tx: Tx | Db, owner: Side, other: Side, role: PartnerRole) {
  const companyId = owner.company.id
  if (await findAgreementWith(tx, companyId, role, other.company.id)) return undefined
  const external = other.company.orgNumber
    ? await findAgreementByOrgNumber(tx, companyId, role, other.company.orgNumber, { external: true })
    : undefined
  const values = {
    counterpartyCompanyId: other.company.id,
    name: other.company.name,
    country: other.company.country,
    orgNumber: other.company.orgNumber,
    vatNumber: other.company.vatNumber,
    email: other.email,
    updatedAt: new Date(),
  }
  const [row] = external
    ? await linkExternalAgreement(tx, external.id, values)
    : await insertAgreement(tx, companyId, role, values)
  const actor = { tx: tx as Tx, companyId, userId: owner.userId }
  const after = await findAgreement(actor.tx, companyId, role, row!.id)
  await recordAudit(actor, {
    entityType: 'agreement',
    entityId: row!.id,
    action: 'linked',
    after: after ? toAgreement(after) : null,
  })
  // The client's mandatory criteria apply to a new supplier at once.
  if (role === 'supplier') await refreshSupplierStatus(actor, row!.id)
  return row!.id
}

// Links a client and a supplier company: the partnership both see, an agreement on each side, and a
// notice to each side's agreement managers. Safe to repeat: an existing link is left as it is.
export async function linkCompanies(ctx: LinkContext, parties: { client: Party; supplier: Party }) {
  const { tx } = ctx
  const side = async (party: Party): Promise<Side> => ({
    ...party,
    company: await readCompany(tx, party.companyId),
    email: party.email ?? (await contactOf(tx, party)),
  })
  const client = await side(parties.client)
  const supplier = await side(parties.supplier)
  await asCompany(tx, client.company.id, () => ensurePartnership(tx, client.company.id, supplier.company.id))
  const sides = [
    { owner: client, other: supplier, role: 'supplier' as const, path: 'suppliers' as const },
    { owner: supplier, other: client, role: 'client' as const, path: 'clients' as const },
  ]
  for (const { owner, other, role, path } of sides)
    await asCompany(tx, owner.company.id, async () => {
      const id = await ensureAgreement(tx, owner, other, role)
      if (!id) return
      paramsChanged({ ...ctx, companyId: owner.company.id }, [path])
      await notify(ctx, {
        companyId: owner.company.id,
        recipients: [
          ...(await partnerRecipients(tx, owner.company.id)),
          ...(owner.userId ? [owner.userId] : []),
        ],
        type: 'partner-linked',
        message: role === 'supplier' ? 'partners.linkedAsSupplier' : 'partners.linkedAsClient',
        params: { company: other.company.name },
        link: `/${path}/${id}`,
        linkText: 'partners.openCard',
      })
    })
}
