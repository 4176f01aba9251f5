import { type ParamName, paramNames } from '@scm/contracts'
import type { FastifyInstance } from 'fastify'
import type { Platform } from '../http/context.ts'
import type { Jobs } from '../jobs/job-worker.ts'
import type { ModuleManifest, ParamSource } from './module-manifest.ts'

// Every shared list has exactly one source among the modules: a missing or doubled one stops the
// server at start rather than answering a screen's select with nothing.
export function collectParamSources(modules: ModuleManifest[]): Record<ParamName, ParamSource> {
  const sources = new Map<ParamName, { source: ParamSource; module: string }>()
  for (const module of modules) {
    for (const [name, source] of Object.entries(module.params ?? {}) as [ParamName, ParamSource][]) {
      const earlier = sources.get(name)
      if (earlier) throw new Error(`the param ${name} comes from both ${earlier.module} and ${module.name}`)
      sources.set(name, { source, module: module.name })
    }
  }
  const missing = paramNames.filter((name) => !sources.has(name))
  if (missing.length) throw new Error(`no module is the source of the params ${missing.join(', ')}`)
  return Object.fromEntries([...sources].map(([name, { source }]) => [name, source])) as Record<
    ParamName,
    ParamSource
  >
}

export function registerModuleJobs(jobs: Jobs, platform: Platform, modules: ModuleManifest[]) {
  for (const module of modules) for (const type of module.jobs?.(platform) ?? []) jobs.register(type)
}

export function registerModuleRoutes(api: FastifyInstance, platform: Platform, modules: ModuleManifest[]) {
  for (const module of modules) for (const routes of module.routes) routes(api, platform)
}
