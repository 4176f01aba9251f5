import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { articleRoutes } from './article.routes.ts'
import { articleImportJob } from './article-import.job.ts'
import { articleImportRoutes } from './article-import.routes.ts'
import { seedArticles } from './articles.seed.ts'
import { boxTypeRoutes } from './box-type.routes.ts'
import { boxTypeOptions } from './box-type.service.ts'
import { packingInstructionOptions } from './packing-instruction.service.ts'

export const articlesModule: ModuleManifest = {
  name: 'articles',
  routes: [boxTypeRoutes, articleRoutes, articleImportRoutes],
  jobs: () => [articleImportJob as never],
  params: { 'box-types': boxTypeOptions, 'packing-instructions': packingInstructionOptions },
  seed: seedArticles,
}
