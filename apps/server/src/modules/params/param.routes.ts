import { type ParamOption, paramEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../index.ts'
import { paramSources } from './param-sources.ts'

export const paramRoutes: ModuleRoutes = (app, platform) => {
  // One request for every list a screen's selects need (spec §7 select_many), read in one transaction.
  route(app, platform, paramEndpoints.selectMany, async ({ query }, ctx) => {
    const answer: Record<string, ParamOption[]> = {}
    for (const name of query.select_many) answer[name] = await paramSources[name](ctx)
    return answer
  })
}
