import type { Import } from './imports.ts'

const server = 'apps/server/src/'
const web = 'apps/web/src/'

// The module a server file belongs to, if any: modules/<name>/…; the list of modules itself is not one.
function serverModule(file: string): string | undefined {
  const match = new RegExp(`^${server}modules/([^/]+)/`).exec(file)
  return match?.[1]
}

function webFeature(file: string): string | undefined {
  const match = new RegExp(`^${web}features/([^/]+)/`).exec(file)
  return match?.[1]
}

const inWeb = (file: string, folder: string) => file.startsWith(`${web}${folder}/`)

// Test code: test files and the test support folders (apps/server/src/testing, a module's testing/).
const isTestCode = (file: string) => file.endsWith('.test.ts') || file.includes('/testing/')

// Where a module may reach its tables and Drizzle: its queries files, the tables and keys themselves,
// its demo seed and test code. Services hold the rules and call the queries (ARCHITECTURE.md).
const accessesData = (file: string) =>
  /\.(queries|table|seed)\.ts$/.test(file) || file.endsWith('/keys.ts') || isTestCode(file)

// Why an import crosses a boundary of docs/decisions/0026, or undefined when it keeps to them.
export function crossing(anImport: Import): string | undefined {
  const { from, to } = anImport
  const reason = boundaryCrossed(anImport)
  if (reason) return reason
  if (
    serverModule(from) &&
    !accessesData(from) &&
    (to === 'drizzle-orm' || to.startsWith('drizzle-orm/') || to.endsWith('.table.ts'))
  )
    return 'a module reads and writes its tables only in its *.queries.ts files'
  // A queries file answers what is there; what it means for the request (a 404, a refusal, the shape of
  // the answer) is the service's.
  if (
    from.endsWith('.queries.ts') &&
    (to === `${server}platform/errors/app-error.ts` || to.startsWith(`${server}platform/http/`))
  )
    return "a queries file holds no rules: its errors and HTTP are the service's"
  return undefined
}

function boundaryCrossed({ from, to }: Import): string | undefined {
  if (from.startsWith(server) && to.startsWith(server)) {
    const fromModule = serverModule(from)
    const toModule = serverModule(to)
    if (from.startsWith(`${server}platform/`) && to.startsWith(`${server}modules/`))
      return 'platform imports no module'
    if (fromModule && to === `${server}modules/index.ts`)
      return 'a module does not import the list of modules'
    // A module's testing/ folder holds its fixtures, for any test to use; production code may not.
    if (toModule && to.includes('/testing/') && isTestCode(from)) return undefined
    // The list of modules reads each module's manifest.
    if (from === `${server}modules/index.ts` && to === `${server}modules/${toModule}/${toModule}.module.ts`)
      return undefined
    // A foreign key crosses modules in the schema (an address names a project, a project a buying
    // entity), so a table reaches another module's keys.ts, which imports nothing but its own tables.
    if (toModule && from.endsWith('.table.ts') && to === `${server}modules/${toModule}/keys.ts`)
      return undefined
    if (toModule && toModule !== fromModule && to !== `${server}modules/${toModule}/index.ts`)
      return `outside the ${toModule} module, only modules/${toModule}/index.ts is imported`
    return undefined
  }
  if (from.startsWith(web) && to.startsWith(web)) {
    const fromFeature = webFeature(from)
    if (fromFeature && !(webFeature(to) === fromFeature || inWeb(to, 'ui') || inWeb(to, 'lib')))
      return `the ${fromFeature} feature imports only ui/, lib/, contracts and itself`
    if ((inWeb(from, 'ui') || inWeb(from, 'lib')) && (inWeb(to, 'features') || inWeb(to, 'app')))
      return 'ui/ and lib/ import no feature and not app/'
    if (inWeb(to, 'app') && !inWeb(from, 'app') && from !== `${web}main.tsx`) return 'nothing imports app/'
  }
  return undefined
}
