import { z } from 'zod'
import { attachmentType } from '../files/attachment.contract.ts'
import { IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listResponse } from '../http/list.ts'
import {
  DeliveryParams,
  DeliveryReadinessBody,
  DeliveryShipmentBody,
  EtaProposal,
  EtaProposalBody,
  Order,
  OrderActionBody,
  OrderBody,
  OrderDefaults,
  OrderDefaultsQuery,
  OrderHistoryEntry,
  OrderListQuery,
  OrderSummary,
  UpdateOrderBody,
} from './order.contract.ts'
import { OrderComment, OrderCommentBody, OrderCommentListQuery } from './order-comment.contract.ts'

// Buyers and suppliers both read orders with list.orders; drafting and the buyer's actions need
// create.order; a supplier acts on what it was sent with list.orders (the service checks the side).
const view = 'list.orders' as const
const draft = 'create.order' as const
const comments = 'bc.workflow.comments' as const

export const orderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/orders',
    permission: view,
    query: OrderListQuery,
    response: listResponse(OrderSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/orders/:id',
    permission: view,
    params: IdParams,
    response: Order,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/orders',
    permission: draft,
    body: OrderBody,
    response: Order,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/orders/:id',
    permission: draft,
    params: IdParams,
    body: UpdateOrderBody,
    response: Order,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/orders/:id',
    permission: draft,
    params: IdParams,
    response: MessageBody,
  }),
  // Every status change of spec §4 (orderTransitions); the service checks side and permission.
  act: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/actions',
    permission: view,
    params: IdParams,
    body: OrderActionBody,
    response: Order,
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/deliveries/:deliveryId/shipment',
    permission: view,
    params: DeliveryParams,
    body: DeliveryShipmentBody,
    response: Order,
  }),
  readiness: defineEndpoint({
    method: 'PUT',
    path: '/orders/:id/deliveries/:deliveryId/readiness',
    permission: view,
    params: DeliveryParams,
    body: DeliveryReadinessBody,
    response: Order,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/history',
    permission: view,
    params: IdParams,
    response: z.array(OrderHistoryEntry),
  }),
  defaults: defineEndpoint({
    method: 'GET',
    path: '/orders/defaults',
    permission: draft,
    query: OrderDefaultsQuery,
    response: OrderDefaults,
  }),
  etaProposal: defineEndpoint({
    method: 'POST',
    path: '/orders/eta-proposal',
    permission: draft,
    body: EtaProposalBody,
    response: EtaProposal,
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/comments',
    permission: comments,
    params: IdParams,
    response: z.array(OrderComment),
  }),
  addComment: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/comments',
    permission: comments,
    params: IdParams,
    body: OrderCommentBody,
    response: OrderComment,
    status: 201,
  }),
  allComments: defineEndpoint({
    method: 'GET',
    path: '/order-comments',
    permission: comments,
    query: OrderCommentListQuery,
    response: listResponse(OrderComment),
  }),
}

// Files on an order (spec §3 Order "attachments"): both sides read them once the order reaches the
// supplier; the buyer attaches with create.order, the supplier with list.orders (the server decides by side).
export const orderAttachments = attachmentType('order', { read: view, write: view })
