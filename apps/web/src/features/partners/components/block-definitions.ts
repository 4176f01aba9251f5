import {
  type AttachmentType,
  certificateAttachments,
  styleReviewAttachments,
  supplierBlocks,
  supplierStyleReviewResults,
} from '@scm/contracts'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { type FieldSpec, monthName } from './spec-field.tsx'

// biome-ignore lint/suspicious/noExplicitAny: a block row is shown field by field
export type BlockRow = Record<string, any> & { id: string; version: number }
type Block = (typeof supplierBlocks)[keyof typeof supplierBlocks]

export interface BlockDefinition {
  key: 'styleReviews' | 'consumptions' | 'certificates' | 'parameters' | 'capacities'
  contract: Block
  fields: FieldSpec[]
  // The columns of the block's table: a field name and how its value reads.
  columns: Array<{ name: string; value: (row: BlockRow) => string; status?: boolean }>
  empty: () => Record<string, unknown>
  // Rows that carry files show their count and open their attachments.
  attachments?: AttachmentType
}

const year = new Date().getFullYear()
const date = (name: string) => ({ name, value: (row: BlockRow) => formatDate(row[name]) })
const num = (name: string) => ({ name, value: (row: BlockRow) => formatNumber(row[name]) })

export const blockDefinitions: BlockDefinition[] = [
  {
    key: 'certificates',
    contract: supplierBlocks.certificates,
    attachments: certificateAttachments,
    fields: [
      { name: 'type_id', type: 'param', param: 'certificate-types', required: true },
      { name: 'reference', type: 'text' },
      { name: 'valid_from', type: 'date', required: true },
      { name: 'valid_to', type: 'date', required: true },
      { name: 'notify_days_before', type: 'integer' },
      { name: 'result', type: 'text' },
    ],
    columns: [
      { name: 'type_id', value: (row) => row.type_name },
      { name: 'reference', value: (row) => formatText(row.reference) },
      date('valid_from'),
      date('valid_to'),
      { name: 'state', value: (row) => row.state, status: true },
    ],
    empty: () => ({
      type_id: null,
      reference: null,
      result: null,
      valid_from: '',
      valid_to: '',
      notify_days_before: 30,
    }),
  },
  {
    key: 'styleReviews',
    contract: supplierBlocks.styleReviews,
    attachments: styleReviewAttachments,
    fields: [
      { name: 'style_number', type: 'text', required: true },
      { name: 'style_name', type: 'text' },
      { name: 'result', type: 'select', options: supplierStyleReviewResults, required: true },
      { name: 'reviewed_on', type: 'date' },
      { name: 'main_supplier', type: 'boolean' },
      { name: 'comment', type: 'textarea', span: 2 },
    ],
    columns: [
      { name: 'style_number', value: (row) => row.style_number },
      { name: 'style_name', value: (row) => formatText(row.style_name) },
      { name: 'main_supplier', value: (row) => (row.main_supplier ? '✓' : '') },
      { name: 'result', value: (row) => row.result, status: true },
      date('reviewed_on'),
    ],
    empty: () => ({
      style_number: '',
      style_name: null,
      main_supplier: false,
      result: 'pending',
      reviewed_on: null,
      comment: null,
    }),
  },
  {
    key: 'consumptions',
    contract: supplierBlocks.consumptions,
    fields: [
      { name: 'type_id', type: 'param', param: 'consumption-types', required: true },
      { name: 'value', type: 'decimal', required: true },
      { name: 'unit_id', type: 'param', param: 'units', required: true },
      { name: 'period_from', type: 'date', required: true },
      { name: 'period_to', type: 'date', required: true },
    ],
    columns: [
      { name: 'type_id', value: (row) => row.type_name },
      { name: 'value', value: (row) => `${formatNumber(row.value)} ${row.unit_name}` },
      date('period_from'),
      date('period_to'),
    ],
    empty: () => ({ type_id: null, value: '', unit_id: null, period_from: '', period_to: '' }),
  },
  {
    key: 'parameters',
    contract: supplierBlocks.parameters,
    fields: [
      { name: 'year', type: 'integer', required: true },
      { name: 'employees_female', type: 'integer' },
      { name: 'employees_male', type: 'integer' },
      { name: 'employees_other', type: 'integer' },
      { name: 'average_monthly_wage', type: 'decimal' },
      { name: 'wage_currency', type: 'currency' },
      { name: 'overtime_hours_per_week', type: 'decimal' },
      { name: 'emissions_t_co2e', type: 'decimal' },
      { name: 'energy_mwh', type: 'decimal' },
      { name: 'water_m3', type: 'decimal' },
      { name: 'waste_t', type: 'decimal' },
    ],
    columns: [
      { name: 'year', value: (row) => String(row.year) },
      {
        name: 'employees',
        value: (row) =>
          [row.employees_female, row.employees_male, row.employees_other]
            .map((n) => formatNumber(n))
            .join(' / '),
      },
      {
        name: 'average_monthly_wage',
        value: (row) => `${formatNumber(row.average_monthly_wage)} ${row.wage_currency ?? ''}`.trim(),
      },
      num('overtime_hours_per_week'),
      num('emissions_t_co2e'),
      num('energy_mwh'),
      num('water_m3'),
      num('waste_t'),
    ],
    empty: () => ({
      year: year - 1,
      employees_female: null,
      employees_male: null,
      employees_other: null,
      average_monthly_wage: null,
      wage_currency: null,
      overtime_hours_per_week: null,
      emissions_t_co2e: null,
      energy_mwh: null,
      water_m3: null,
      waste_t: null,
    }),
  },
  {
    key: 'capacities',
    contract: supplierBlocks.capacities,
    fields: [
      { name: 'year', type: 'integer', required: true },
      { name: 'annual_capacity', type: 'decimal', required: true },
      { name: 'unit_id', type: 'param', param: 'units', required: true },
      { name: 'order_projection', type: 'decimal' },
      { name: 'peak_months', type: 'months', span: 2 },
    ],
    columns: [
      { name: 'year', value: (row) => String(row.year) },
      { name: 'annual_capacity', value: (row) => `${formatNumber(row.annual_capacity)} ${row.unit_name}` },
      num('order_projection'),
      { name: 'peak_months', value: (row) => row.peak_months.map(monthName).join(', ') },
    ],
    empty: () => ({ year, annual_capacity: '', unit_id: null, order_projection: null, peak_months: [] }),
  },
]
