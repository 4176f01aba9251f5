import { supplierBlocks } from '@scm/contracts'
import type { FastifyInstance } from 'fastify'
import type { Platform } from '../../platform/http/context.ts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  type BlockSpec,
  createBlockRow,
  deleteBlockRow,
  listBlockRows,
  updateBlockRow,
} from './supplier-block.service.ts'
import {
  capacitySpec,
  certificateSpec,
  consumptionSpec,
  parametersSpec,
  styleReviewSpec,
} from './supplier-block-specs.ts'

type Endpoints = (typeof supplierBlocks)[keyof typeof supplierBlocks]['endpoints']

// Each block pairs its own endpoints with its own spec; rows and bodies pass through unchanged.
// biome-ignore lint/suspicious/noExplicitAny: the row and body types differ per block
type AnySpec = BlockSpec<any, any>

function blockRoutes(app: FastifyInstance, platform: Platform, endpoints: Endpoints, spec: AnySpec) {
  route(app, platform, endpoints.list, ({ params }, ctx) => listBlockRows(ctx, spec, params.id))
  route(app, platform, endpoints.create, ({ params, body }, ctx) =>
    createBlockRow(ctx, spec, params.id, body),
  )
  route(app, platform, endpoints.update, ({ params, body }, ctx) =>
    updateBlockRow(ctx, spec, params.id, params.rowId, body),
  )
  route(app, platform, endpoints.remove, ({ params }, ctx) =>
    deleteBlockRow(ctx, spec, params.id, params.rowId),
  )
}

export const supplierBlockRoutes: ModuleRoutes = (app, platform) => {
  blockRoutes(app, platform, supplierBlocks.styleReviews.endpoints, styleReviewSpec)
  blockRoutes(app, platform, supplierBlocks.consumptions.endpoints, consumptionSpec)
  blockRoutes(app, platform, supplierBlocks.certificates.endpoints, certificateSpec)
  blockRoutes(app, platform, supplierBlocks.parameters.endpoints, parametersSpec)
  blockRoutes(app, platform, supplierBlocks.capacities.endpoints, capacitySpec)
}
