import { libraryFileEndpoints as files, libraryFolderEndpoints as folders } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  createLibraryFile,
  listLibraryFiles,
  removeLibraryFile,
  updateLibraryFile,
} from './library-file.service.ts'
import { fileChoices, fileDetail } from './library-file-response.ts'
import { createFolder, listFolders, removeFolder, updateFolder } from './library-folder.service.ts'
import { addLibraryVersion, libraryVersionFile, updateLibraryVersion } from './library-version.service.ts'

export const fileLibraryRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, folders.list, (_, ctx) => listFolders(ctx))
  route(app, platform, folders.create, ({ body }, ctx) => createFolder(ctx, body))
  route(app, platform, folders.update, ({ params, body }, ctx) => updateFolder(ctx, params.id, body))
  route(app, platform, folders.remove, ({ params }, ctx) => removeFolder(ctx, params.id))

  route(app, platform, files.list, ({ query }, ctx) => listLibraryFiles(ctx, query))
  route(app, platform, files.choices, (_, ctx) => fileChoices(ctx))
  route(app, platform, files.get, ({ params }, ctx) => fileDetail(ctx, params.id))
  route(app, platform, files.create, ({ query, body }, ctx) => createLibraryFile(ctx, query, body))
  route(app, platform, files.update, ({ params, body }, ctx) => updateLibraryFile(ctx, params.id, body))
  route(app, platform, files.remove, ({ params }, ctx) => removeLibraryFile(ctx, params.id))
  route(app, platform, files.addVersion, ({ params, query, body }, ctx) =>
    addLibraryVersion(ctx, params.id, query, body),
  )
  route(app, platform, files.updateVersion, ({ params, body }, ctx) =>
    updateLibraryVersion(ctx, params.id, params.versionId, body),
  )
  route(app, platform, files.download, ({ params }, ctx) =>
    libraryVersionFile(ctx, params.id, params.versionId),
  )
}
