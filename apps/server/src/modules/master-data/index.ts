// What other modules may use of the master-data module (docs/decisions/0026): nothing else of it is theirs.
export { assertMasterData, assertMasterDataReference } from './master-data.service.ts'
export { masterDataByCode } from './master-data-by-code.ts'
