import { type Forecast, ForecastBody } from '@scm/contracts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

export const headerFields = ['name', 'responsible_id', 'currency', 'description'] as const

// The form's values from a saved forecast: the body the contract takes, without the ids and totals the
// server adds. A new forecast is the creating user's to answer for until someone else is named.
const valuesOf = (forecast: Forecast | null, userId: string | null): ForecastBody => ({
  name: forecast?.name ?? '',
  responsible_id: forecast ? forecast.responsible_id : userId,
  description: forecast?.description ?? null,
  currency: forecast?.currency ?? 'SEK',
  groups: (forecast?.groups ?? []).map((group) => ({
    name: group.name,
    batches: group.batches.map((batch) => ({
      name: batch.name,
      supplier_company_id: batch.supplier_company_id,
      articles: batch.articles.map((line) => ({
        article_id: line.article_id,
        quantity: line.quantity,
        unit_price: line.unit_price,
        delivery_month: line.delivery_month,
      })),
      layers: batch.layers.map((layer) => ({
        name: layer.name,
        components: layer.components.map((part) => ({
          code: part.code,
          name: part.name,
          dimensions: part.dimensions,
          area: part.area,
          mount: part.mount,
          quantity: part.quantity,
        })),
      })),
    })),
  })),
})

export const useForecastForm = (forecast: Forecast | null, userId: string | null = null) =>
  useContractForm(ForecastBody, valuesOf(forecast, userId))
export type ForecastForm = ReturnType<typeof useForecastForm>

// The step a refused field belongs to: the contents are the second.
export const stepOfField = (field: string) => (field.startsWith('groups') ? 1 : 0)
