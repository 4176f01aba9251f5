import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Tx } from '../../platform/db/database.ts'
import type { FileStore } from '../../platform/files/file-store.ts'
import { issueGuestLink } from '../../platform/guest-links/guest-links.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { articlesByCode } from '../articles/index.ts'
import { demoPdf } from '../file-library/index.ts'
import { supplierCards } from '../partners/index.ts'

import { seedDemoDeviation } from './deviation/quotation-deviation.seed.ts'
import { quotationAnswerFiles } from './invites/answer-file.table.ts'
import { inviteLinkExpiry, quotationInviteLink } from './invites/quotation-invite-link.ts'
import {
  criteriaOfQuotation,
  insertQuotation,
  itemsOfQuotation,
  replaceQuotationCriteria,
  replaceQuotationItems,
} from './quotation.queries.ts'
import { quotationAnswers, quotationInvites, quotationOffers } from './quotation.table.ts'
import { templateCriteria } from './templates/quotation-template.queries.ts'

const day = 86_400_000
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10)

// Baltic's answer, by criterion name; the criteria it leaves open are not required.
const balticAnswers: Record<string, string> = {
  'Payment terms': '60 days',
  'Price validity (days)': '90',
  'Lead time from order (days)': '55',
  'Minimum order quantity per colour': '300',
  'Signed our supplier code of conduct': 'yes',
  'Recycled share of main fabric (%)': '45',
  'bluesign® approved fabric mill': 'no',
  'Waterproofness of shell fabric (mm)': '20000',
}
// [article code, quantity, target price, Baltic's price, lead time days, MOQ]
const asked: Array<[string, string, string, string, number, string]> = [
  ['NO-1001', '800', '36.00', '38.50', 55, '300'],
  ['NO-1002', '600', '36.00', '39.20', 55, '300'],
]

type QuotationValues = Omit<Parameters<typeof insertQuotation>[2], 'templateId'>

// A request of Nordic's, in progress, with its outerwear template's criteria and these articles.
async function seedSentQuotation(
  tx: Tx,
  client: DemoCompanies['client'],
  templateId: string,
  values: QuotationValues,
  lines: Array<[code: string, quantity: string, targetPrice: string]>,
) {
  const id = await insertQuotation(tx, client.id, { ...values, templateId })
  const template = await templateCriteria(tx, templateId)
  await replaceQuotationCriteria(
    tx,
    client.id,
    id,
    template.map(({ id: _, companyId: __, templateId: ___, ...criterion }) => criterion),
  )
  const articles = new Map(
    (
      await articlesByCode(
        tx,
        client.id,
        lines.map(([code]) => code),
      )
    ).map((a) => [a.code, a]),
  )
  await replaceQuotationItems(
    tx,
    client.id,
    id,
    lines.map(([code, quantity, targetPrice], position) => {
      const article = articles.get(code)!
      return {
        position,
        articleId: article.id,
        articleCode: code,
        articleName: article.name,
        quantity,
        targetPrice,
      }
    }),
  )
  return id
}

// A request for quotation Nordic sent to Baltic Knit from its outerwear template, which Baltic has
// answered: what the buyer compares and the supplier finds under its invites.
export async function seedDemoQuotation(
  tx: Tx,
  { client, supplier }: DemoCompanies,
  templateId: string,
  files: FileStore,
) {
  const id = await seedSentQuotation(
    tx,
    client,
    templateId,
    {
      name: 'Rain shells SS27',
      reference: 'SS27-RAIN',
      status: 'in-progress',
      deadline: isoDate(14),
      dueDate: isoDate(120),
      currency: 'EUR',
      budget: '60000.00',
      description: 'Two colours of the trail shell jacket for the spring range',
    },
    asked.map(([code, quantity, targetPrice]) => [code, quantity, targetPrice]),
  )
  const [baltic] = await supplierCards(tx, client.id, supplier.id)
  const sentAt = new Date(Date.now() - 3 * day)
  const [invite] = await tx
    .insert(quotationInvites)
    .values({
      companyId: client.id,
      quotationId: id,
      position: 0,
      agreementId: baltic!.id,
      supplierCompanyId: supplier.id,
      name: baltic!.name,
      email: baltic!.email,
      orgNumber: baltic!.orgNumber,
      buyerName: client.name,
      sentAt,
      answeredAt: new Date(sentAt.getTime() + day),
      comment: 'Prices are FOB Klaipėda and hold for 90 days.',
      validUntil: isoDate(90),
      sentComment: 'Prices are FOB Klaipėda and hold for 90 days.',
      sentValidUntil: isoDate(90),
    })
    .returning({ id: quotationInvites.id })
  const owner = { companyId: client.id, inviteId: invite!.id }
  const criteria = await criteriaOfQuotation(tx, id)
  const auditReport = await seedAnswerFile(tx, files, owner, criteria)
  await tx.insert(quotationAnswers).values(
    criteria.flatMap((criterion) => {
      const value = criterion.type === 'file' ? auditReport : balticAnswers[criterion.name]
      // Sent as it stands: the working copy and the copy the buyer reads are the same.
      return value === undefined
        ? []
        : [false, true].map((sent) => ({ ...owner, criterionId: criterion.id, value, sent }))
    }),
  )
  const items = await itemsOfQuotation(tx, id)
  await tx.insert(quotationOffers).values(
    items.flatMap((item) => {
      const [, , , unitPrice, leadTimeDays, moq] = asked.find(([code]) => code === item.articleCode)!
      return [false, true].map((sent) => ({ ...owner, itemId: item.id, unitPrice, leadTimeDays, moq, sent }))
    }),
  )
}

// Baltic's social audit report, uploaded as the answer to the file criterion: the answer's value is its
// id (decision 0042).
async function seedAnswerFile(
  tx: Tx,
  files: FileStore,
  owner: { companyId: string; inviteId: string },
  criteria: Array<{ id: string; type: string }>,
) {
  const criterion = criteria.find((each) => each.type === 'file')!
  const content = demoPdf(['Social audit report', 'Baltic Knit Ltd', 'amfori BSCI, rating B'])
  const storageKey = `${owner.companyId}/${randomUUID()}`
  await files.put(storageKey, Readable.from(content))
  const [file] = await tx
    .insert(quotationAnswerFiles)
    .values({
      ...owner,
      criterionId: criterion.id,
      fileName: 'social-audit-report.pdf',
      contentType: 'application/pdf',
      size: content.length,
      storageKey,
    })
    .returning({ id: quotationAnswerFiles.id })
  return file!.id
}

// A request Nordic sent to an external supplier, who answers by guest link and has not yet
// (decision 0039). The link's token is not kept anywhere: the row holds its hash, and no mail is
// stored, so the demo's outbox gives no one a working link.
export async function seedDemoGuestQuotation(tx: Tx, { client }: DemoCompanies, templateId: string) {
  const deadline = isoDate(21)
  const id = await seedSentQuotation(
    tx,
    client,
    templateId,
    {
      name: 'Insulated parkas AW27',
      reference: 'AW27-PARKA',
      status: 'in-progress',
      deadline,
      dueDate: isoDate(150),
      currency: 'EUR',
      budget: '25000.00',
      description: 'A second source for the insulated parka, asked by link',
    },
    [
      ['NO-1003', '400', '58.00'],
      ['NO-1004', '300', '58.00'],
    ],
  )
  const email = 'quotes@tallinn-textiles.example'
  const [invite] = await tx
    .insert(quotationInvites)
    .values({
      companyId: client.id,
      quotationId: id,
      position: 0,
      name: 'Tallinn Textiles OÜ',
      email,
      buyerName: client.name,
      sentAt: new Date(Date.now() - day),
    })
    .returning({ id: quotationInvites.id })
  await issueGuestLink(tx, quotationInviteLink, {
    companyId: client.id,
    documentId: invite!.id,
    actingCompanyId: null,
    recipientEmail: email,
    createdBy: null,
    password: null,
    expiresAt: inviteLinkExpiry(deadline),
  })
  const [item] = await itemsOfQuotation(tx, id)
  await seedDemoDeviation(
    tx,
    { companyId: client.id, quotationId: id, inviteId: invite!.id, email },
    { id: item!.id, quantity: item!.quantity },
    { asked: isoDate(150), proposed: isoDate(164) },
  )
}
