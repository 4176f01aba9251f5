import { taskEndpoints } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  createTask,
  getTask,
  linkTasks,
  moveTask,
  removeTask,
  taskTree,
  unlinkTasks,
  updateTask,
} from './task.service.ts'

export const taskRoutes: ModuleRoutes = (app, platform) => {
  const e = taskEndpoints
  route(app, platform, e.tree, ({ params, query }, ctx) => taskTree(ctx, params.projectId, query.search))
  route(app, platform, e.get, ({ params }, ctx) => getTask(ctx, params.id))
  route(app, platform, e.create, ({ body }, ctx) => createTask(ctx, body))
  route(app, platform, e.update, ({ params, body }, ctx) => updateTask(ctx, params.id, body))
  route(app, platform, e.move, ({ params, body }, ctx) => moveTask(ctx, params.id, body))
  route(app, platform, e.remove, ({ params }, ctx) => removeTask(ctx, params.id))
  route(app, platform, e.link, ({ body }, ctx) => linkTasks(ctx, body))
  route(app, platform, e.unlink, ({ params }, ctx) => unlinkTasks(ctx, params.id))
}
