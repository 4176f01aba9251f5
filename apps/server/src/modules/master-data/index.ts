// What other modules may use of the master-data module (docs/decisions/0026): nothing else of it is theirs.
export {
  activeMasterData,
  masterDataByCode,
  masterDataItemsById,
  masterDataName,
  masterDataNames,
  type NamedItem,
} from './master-data.queries.ts'
export { assertMasterData, assertMasterDataReference } from './master-data.service.ts'
