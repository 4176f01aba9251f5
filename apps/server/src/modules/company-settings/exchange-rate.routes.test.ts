import { type ExchangeRateBody, exchangeRateEndpoints as rates } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { companyListSuite } from '../../testing/company-list-suite.ts'
import { notAllowedValue } from './testing/settings-fixtures.ts'

companyListSuite(
  {
    path: '/api/exchange-rates',
    entityType: 'exchange-rate',
    body: () => ({ from_currency: 'USD', to_currency: 'SEK', rate: '10.512300', date: '2026-11-02' }),
    changes: { rate: '10.6', date: '2026-11-03' },
    search: 'usd',
    refusals: [
      {
        changes: { to_currency: 'USD' },
        field: 'to_currency',
        messages: {
          sv: 'Välj en annan valuta än den som räknas om från',
          en: 'Choose a currency other than the one converted from',
        },
      },
      { changes: { from_currency: 'XYZ' }, field: 'from_currency', messages: notAllowedValue },
      {
        changes: { rate: '0' },
        field: 'rate',
        messages: { sv: 'Värdet måste vara större än 0', en: 'The value must be greater than 0' },
      },
      {
        changes: { date: '2026-02-30' },
        field: 'date',
        messages: { sv: 'Ange ett giltigt datum', en: 'Enter a valid date' },
      },
    ],
  },
  (clients) => {
    describe('exchange rates', () => {
      it('keeps one rate per currency pair and date, and lists the newest first', async () => {
        const { admin } = clients()
        const body: ExchangeRateBody = {
          from_currency: 'EUR',
          to_currency: 'SEK',
          rate: 11.45,
          date: '2026-11-20',
        }
        expect(await admin.call(rates.create, { body })).toMatchObject({ rate: '11.45' })
        const again = await admin.request(rates.create, { body: { ...body, rate: '11.5' }, locale: 'en' })
        expect(again.statusCode).toBe(422)
        expect(again.json().errors).toEqual({
          date: ['There is already a rate for this currency pair on this date'],
        })
        const nextDay = await admin.request(rates.create, { body: { ...body, date: '2026-11-21' } })
        expect(nextDay.statusCode).toBe(201)
        const eur = await admin.call(rates.list, { query: { filter: { from_currency: 'EUR' } } })
        expect(eur.data.map((rate) => rate.date).slice(0, 2)).toEqual(['2026-11-21', '2026-11-20'])
      })
    })
  },
)
