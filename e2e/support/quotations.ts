import { api, apiSignIn } from './api.ts'

interface Id {
  id: string
}

// A draft for shell jackets to Baltic Knit, made through the API: drafting is the quotations journey's
// story, and the others start where it ends.
export async function draftQuotation(baseUrl: string) {
  const erik = await apiSignIn(baseUrl, 'buyer@nordic.demo')
  const get = <T>(path: string) => api<{ data: T[] }>(baseUrl, erik, 'GET', path)
  const [template] = (await get<Id>('/quotation-templates?search=Outerwear')).data
  const [article] = (await get<Id>('/articles?search=NO-1001')).data
  const [baltic] = (await get<Id>('/suppliers?search=Baltic')).data
  const draft = await api<Id & { number: string }>(baseUrl, erik, 'POST', '/quotations', {
    name: 'Skaljackor AW27',
    reference: 'AW27-SHELL',
    currency: 'EUR',
    budget: '48000',
    deadline: '2027-01-15',
    due_date: '2027-05-01',
    description: 'Treskiktsjackor för höstens trailkollektion',
    template_id: template!.id,
  })
  const path = `/quotations/${draft.id}`
  await api(baseUrl, erik, 'PUT', `${path}/items`, {
    items: [{ article_id: article!.id, quantity: '1200', target_price: '38.5', note: 'Tejpade sömmar' }],
    version: 0,
  })
  await api(baseUrl, erik, 'PUT', `${path}/suppliers`, {
    suppliers: [{ supplier_id: baltic!.id }],
    version: 1,
  })
  return draft
}
