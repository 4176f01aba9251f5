import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articlesByCode } from '../articles/index.ts'
import { insertForecast } from './forecast.queries.ts'
import { replaceForecastContents } from './forecast-contents.queries.ts'

// Nordic's autumn plan for its two stores: knitwear and base layers from Baltic, with the shelves the
// flagship's knitwear wall needs.
export async function seedForecasts(tx: Tx, { client, supplier }: DemoCompanies) {
  const companyId = client.id
  const found = await articlesByCode(tx, companyId, ['NO-2001', 'NO-2002', 'NO-2004', 'NO-3001', 'NO-3002'])
  const article = (code: string) => found.find((ref) => ref.code === code)!.id
  const [buyer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, 'buyer@nordic.demo')))
  const line = (code: string, quantity: string, unitPrice: string, deliveryMonth: string | null) => ({
    articleId: article(code),
    quantity,
    unitPrice,
    deliveryMonth,
  })
  const id = await insertForecast(tx, companyId, {
    name: 'AW27 store fixtures and basics',
    responsibleId: buyer?.id ?? null,
    description: 'Opening quantities for the autumn range and the fixtures of the knitwear wall',
    currency: 'SEK',
  })
  await replaceForecastContents(tx, companyId, id, {
    groups: [
      {
        name: 'Stockholm flagship',
        batches: [
          {
            name: 'Knitwear wall',
            supplierCompanyId: supplier.id,
            articles: [
              line('NO-2001', '240', '310', '2027-08'),
              line('NO-2002', '180', '310', '2027-08'),
              line('NO-2004', '400', '89.5', '2027-09'),
            ],
            layers: [
              {
                name: 'Top shelf',
                components: [
                  {
                    code: 'SH-120',
                    name: 'Oak shelf',
                    dimensions: '120 × 40 × 3 cm',
                    area: '0.48',
                    mount: 'Wall rail',
                    quantity: '4',
                  },
                  {
                    code: 'BR-40',
                    name: 'Shelf bracket',
                    dimensions: '40 cm',
                    area: null,
                    mount: 'Wall rail',
                    quantity: '8',
                  },
                ],
              },
            ],
          },
          {
            name: 'Base layers',
            supplierCompanyId: supplier.id,
            articles: [line('NO-3001', '300', '240', '2027-09'), line('NO-3002', '300', '240', '2027-09')],
            layers: [],
          },
        ],
      },
      {
        name: 'Gothenburg store',
        batches: [
          {
            name: 'Knitwear',
            supplierCompanyId: supplier.id,
            articles: [line('NO-2001', '120', '310', '2027-08'), line('NO-2004', '150', '89.5', null)],
            layers: [],
          },
        ],
      },
    ],
  })
}
