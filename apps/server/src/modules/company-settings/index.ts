// What other modules may use of the company-settings module (docs/decisions/0026): nothing else of it is theirs.

export { ratesCte } from './exchange-rate-factors.ts'
export { getPlatformSettings, readPlatformSettings } from './platform-settings.service.ts'
export { linkAddressToSupplier, linkWarehouseToProject } from './settings-links.ts'
export {
  activeWarehouses,
  addressByCode,
  assertSettingsReference,
  buyingEntityByInternalId,
  defaultPaymentTerm,
  etaRulesOf,
  type NamedRow,
  type SettingsKind,
  settingsRowsById,
  supplierShipFroms,
  warehouseByCode,
  warehouseHandlingDays,
} from './settings-lookup.ts'
export { assertTags } from './tag-check.ts'
export { tagRefs } from './tag-refs.ts'
