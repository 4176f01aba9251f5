import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { projectArticleMilestoneRoutes } from './article-milestones/project-article-milestone.routes.ts'
import { activeProjectOptions } from './project.queries.ts'
import { projectRoutes } from './project.routes.ts'
import { seedProjects } from './projects.seed.ts'
import { guestTaskRoutes } from './tasks/guest-task.routes.ts'
import { taskRoutes } from './tasks/task.routes.ts'

export const projectsModule: ModuleManifest = {
  name: 'projects',
  routes: [projectRoutes, taskRoutes, guestTaskRoutes, projectArticleMilestoneRoutes],
  params: { projects: activeProjectOptions },
  seed: seedProjects,
}
