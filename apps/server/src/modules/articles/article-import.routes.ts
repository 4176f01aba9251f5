import { articleImportEndpoints, importMaxBytes } from '@scm/contracts'
import { AppError } from '../../platform/errors/app-error.ts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  checkArticleImport,
  getArticleImport,
  startArticleImport,
  uploadArticleImport,
} from './article-import.service.ts'

export const articleImportRoutes: ModuleRoutes = (app, platform) => {
  const e = articleImportEndpoints
  // The upload's body is the file itself, whatever its content type, up to the import limit; a larger
  // file is answered with the import's own message, not the generic one.
  void app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers()
    scoped.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: importMaxBytes },
      (_request, body, done) => done(null, body),
    )
    scoped.setErrorHandler((error) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new AppError(413, 'articles.import.fileTooLarge')
      throw error
    })
    route(scoped, platform, e.upload, ({ query, body }, ctx) =>
      uploadArticleImport(ctx, query.file_name, body),
    )
  })
  route(app, platform, e.get, ({ params }, ctx) => getArticleImport(ctx, params.id))
  route(app, platform, e.check, ({ params, body }, ctx) => checkArticleImport(ctx, params.id, body))
  route(app, platform, e.start, ({ params, body }, ctx) => startArticleImport(ctx, params.id, body))
}
