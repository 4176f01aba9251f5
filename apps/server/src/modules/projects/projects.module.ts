import { activeOptions } from '../../platform/db/active-options.ts'
import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { projectRoutes } from './project.routes.ts'
import { projects } from './project.table.ts'
import { seedProjects } from './projects.seed.ts'

export const projectsModule: ModuleManifest = {
  name: 'projects',
  routes: [projectRoutes],
  params: { projects: activeOptions(projects, projects.name, projects.code) },
  seed: seedProjects,
}
