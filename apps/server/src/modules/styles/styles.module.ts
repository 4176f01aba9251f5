import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { styleRoutes } from './style.routes.ts'
import { styleOptions } from './style-list.service.ts'
import { seedStyles } from './styles.seed.ts'

export const stylesModule: ModuleManifest = {
  name: 'styles',
  routes: [styleRoutes],
  params: { styles: styleOptions },
  seed: seedStyles,
}
