import { masterDataKinds } from '@scm/contracts'
import { i18n } from '../../../lib/i18n/i18n.ts'

// The entity types this screen can name; other modules' types show as recorded until named here.
export const auditEntityTypes = [
  'address',
  'contact',
  'payment-term',
  'tag',
  'vat',
  'buying-entity',
  'warehouse',
  'project',
  'exchange-rate',
  'eta-rule',
  'recipient-freight',
  'incoterm-rule',
  'platform-settings',
  'export-settings',
  'milestone-type',
  'production-workflow',
  'project-task',
  'project-article-milestone',
  'forecast',
  ...masterDataKinds,
] as const

const named = (key: string, raw: string) =>
  i18n.exists(key, { ns: 'admin' }) ? i18n.t(key, { ns: 'admin' }) : raw

export const entityTypeLabel = (type: string) => named(`audits.entityTypes.${type}`, type)
export const actionLabel = (action: string) => named(`audits.actions.${action}`, action)
