import { type ParamOption, paramEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'

export const paramRoutes: ModuleRoutes = (app, platform) => {
  // One request for every list a screen's selects need (spec §7 select_many), read in one transaction;
  // each list comes from the module that owns it (its manifest's params).
  route(app, platform, paramEndpoints.selectMany, async ({ query }, ctx) => {
    const answer: Record<string, ParamOption[]> = {}
    for (const name of query.select_many) answer[name] = await platform.params[name](ctx)
    return answer
  })
}
