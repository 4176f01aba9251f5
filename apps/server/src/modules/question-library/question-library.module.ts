import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { questionRoutes } from './question.routes.ts'
import { seedQuestions } from './question-library.seed.ts'

export const questionLibraryModule: ModuleManifest = {
  name: 'question-library',
  routes: [questionRoutes],
  seed: seedQuestions,
}
