// What other modules may use of the company-settings module (docs/decisions/0026): nothing else of it is theirs.

export { addressByCode } from './address.queries.ts'
export { buyingEntityByInternalId } from './buying-entity.queries.ts'
export { ratesCte } from './exchange-rate.queries.ts'
export { defaultPaymentTerm } from './payment-term.queries.ts'
export { getPlatformSettings, readPlatformSettings } from './platform-settings.service.ts'
export { linkAddressToSupplier, linkWarehouseToProject } from './settings-links.queries.ts'
export { type NamedRow, type SettingsKind, settingsRowsById } from './settings-list.queries.ts'
export {
  assertSettingsReference,
  incotermRulesOf,
  recipientFreightOf,
  supplierShipFroms,
} from './settings-lookup.ts'
export { incotermRuleFor, shipmentDatesFor } from './shipment-terms.ts'
export { tagRefs } from './tag.queries.ts'
export { assertTags } from './tag-check.ts'
export {
  activeWarehouses,
  warehouseByCode,
  warehouseById,
  warehouseFacts,
} from './warehouse.queries.ts'
