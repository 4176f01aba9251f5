import { type StyleBody, styleEndpoints as styles } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { newStyle, type References, referenceIds } from './style-test-fixtures.ts'

let t: TestApp
let buyer: ApiClient
let baltic: ApiClient
let ref: References

beforeAll(async () => {
  t = await createTestApp()
  ;({ buyer, baltic } = await demoClients(t.app))
  ref = await referenceIds(buyer)
})
afterAll(() => t.close())

describe('styles: refused input, field by field', () => {
  type StyleSupplier = NonNullable<StyleBody['suppliers']>[number]
  const body = (changes: Partial<StyleBody>): StyleBody => ({
    ...newStyle(ref),
    style_number: 'NO-3000',
    ...changes,
  })
  const create = (changes: Partial<StyleBody>) => toCall(styles.create, { body: body(changes) })

  it('refuses materials that do not add up to 100 % with the sum in the message', async () => {
    await expectFieldError(
      buyer,
      create({
        materials: [
          { material_id: ref.item('materials', 'PES-REC'), percentage: '50' },
          { material_id: ref.item('materials', 'EL'), percentage: '40' },
        ],
      }),
      'materials',
      {
        sv: 'Materialens andelar blir 90 % tillsammans; de måste bli 100 %',
        en: 'The material percentages add up to 90 %; they must add up to 100 %',
      },
    )
    const thirds = ['33.33', '33.33', '33.34'].map((percentage, index) => ({
      material_id: ref.item('materials', ['PES-REC', 'EL', 'COT-ORG'][index]!),
      percentage,
    }))
    const saved = await buyer.request(styles.create, {
      body: { ...newStyle(ref), style_number: 'NO-3001', materials: thirds },
    })
    expect(saved.statusCode, saved.body).toBe(201)
  })

  it('refuses suppliers without exactly one default, twice the same, or not a partner', async () => {
    const [main, second] = newStyle(ref).suppliers as [StyleSupplier, StyleSupplier]
    await expectFieldError(
      buyer,
      create({ suppliers: [{ ...main, is_default: false }, second] }),
      'suppliers',
      {
        sv: 'Markera exakt en leverantör som standard',
        en: 'Mark exactly one supplier as the default',
      },
    )
    await expectFieldError(
      buyer,
      create({ suppliers: [main, { ...second, supplier_id: main.supplier_id }] }),
      'suppliers.1.supplier_id',
      { sv: 'Leverantören finns redan på stilen', en: 'This supplier is already on the style' },
    )
    const stranger = '0d6f4b7e-1c2a-4d3b-8e9f-a0b1c2d3e4f5'
    await expectFieldError(
      buyer,
      create({ suppliers: [{ ...main, supplier_id: stranger }] }),
      'suppliers.0.supplier_id',
      {
        sv: 'Välj ett företag som ni handlar med',
        en: 'Choose a company you trade with',
      },
    )
  })

  it('refuses bad numbers, duplicate codes, foreign master data and a taken style number', async () => {
    await expectFieldError(buyer, create({ net_weight: '1,5' }), 'net_weight', {
      sv: 'Fältet måste ha högst 9 siffror före och 3 efter "."',
      en: 'The field must follow the format with at most 9 digits before and 3 after "."',
    })
    await expectFieldError(
      buyer,
      create({ dimensions: { gross_weight: '1', net_weight: '2' } }),
      'dimensions.net_weight',
      {
        sv: 'Nettovikten kan inte vara högre än bruttovikten',
        en: 'The net weight cannot be above the gross weight',
      },
    )
    await expectFieldError(
      buyer,
      create({
        colours: [
          { name: 'Black', code: 'A1' },
          { name: 'Blue', code: 'a1' },
        ],
      }),
      'colours.1.code',
      {
        sv: 'En annan färg på stilen har redan den här koden',
        en: 'Another colour of this style has this code',
      },
    )
    const balticRef = await referenceIds(baltic)
    await expectFieldError(
      buyer,
      create({ season_ids: [balticRef.item('seasons', 'SS27')] }),
      'season_ids.0',
      {
        sv: 'Välj en aktiv post i listan',
        en: 'Pick an active item from the list',
      },
    )
    await expectFieldError(buyer, create({ style_number: 'no-1001' }), 'style_number', {
      sv: 'Det finns redan en stil med det stilnumret',
      en: 'A style with this style number already exists',
    })
    // An unknown field, which the contract's body type refuses.
    const unknownField = { ...toCall(styles.create), payload: { ...body({}), colour: [] } }
    await expectFieldError(buyer, unknownField, 'colour', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
  })
})
