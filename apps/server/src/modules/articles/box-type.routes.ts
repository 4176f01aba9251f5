import { boxTypeEndpoints, packingInstructionEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { createBoxType, deleteBoxType, getBoxType, listBoxTypes, updateBoxType } from './box-type.service.ts'
import {
  createPackingInstruction,
  deletePackingInstruction,
  getPackingInstruction,
  listPackingInstructions,
  updatePackingInstruction,
} from './packing-instruction.service.ts'

export const boxTypeRoutes: ModuleRoutes = (app, platform) => {
  const box = boxTypeEndpoints
  route(app, platform, box.list, ({ query }, ctx) => listBoxTypes(ctx, query))
  route(app, platform, box.get, ({ params }, ctx) => getBoxType(ctx, params.id))
  route(app, platform, box.create, ({ body }, ctx) => createBoxType(ctx, body))
  route(app, platform, box.update, ({ params, body }, ctx) => updateBoxType(ctx, params.id, body))
  route(app, platform, box.remove, ({ params }, ctx) => deleteBoxType(ctx, params.id))

  const packing = packingInstructionEndpoints
  route(app, platform, packing.list, ({ query }, ctx) => listPackingInstructions(ctx, query))
  route(app, platform, packing.get, ({ params }, ctx) => getPackingInstruction(ctx, params.id))
  route(app, platform, packing.create, ({ body }, ctx) => createPackingInstruction(ctx, body))
  route(app, platform, packing.update, ({ params, body }, ctx) =>
    updatePackingInstruction(ctx, params.id, body),
  )
  route(app, platform, packing.remove, ({ params }, ctx) => deletePackingInstruction(ctx, params.id))
}
