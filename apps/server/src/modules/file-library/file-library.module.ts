import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { fileLibraryRoutes } from './file-library.routes.ts'
import { seedFileLibrary } from './file-library.seed.ts'

export const fileLibraryModule: ModuleManifest = {
  name: 'file-library',
  routes: [fileLibraryRoutes],
  seed: seedFileLibrary,
}
