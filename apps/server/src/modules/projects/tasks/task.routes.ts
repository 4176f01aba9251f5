import { taskAttachments, taskEndpoints } from '@scm/contracts'
import { attachmentRoutes } from '../../../platform/files/attachment.routes.ts'
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
import {
  commentTask,
  taskAttachmentAccess,
  taskComments,
  taskFile,
  taskHistory,
  taskPage,
} from './task-page.service.ts'

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
  route(app, platform, e.page, ({ params }, ctx) => taskPage(ctx, params.id))
  route(app, platform, e.comments, ({ params }, ctx) => taskComments(ctx, params.id))
  route(app, platform, e.comment, ({ params, body }, ctx) => commentTask(ctx, params.id, body))
  route(app, platform, e.history, ({ params }, ctx) => taskHistory(ctx, params.id))
  route(app, platform, e.file, ({ params }, ctx) => taskFile(ctx, params.id, params.fileId))
  attachmentRoutes(app, platform, taskAttachments, taskAttachmentAccess)
}
