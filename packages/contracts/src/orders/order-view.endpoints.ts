import { z } from 'zod'
import { attachmentType } from '../files/attachment.contract.ts'
import { IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listResponse } from '../http/list.ts'
import {
  CertificateParams,
  OrderCertificate,
  OrderCertificateBody,
  OrderCertificateListQuery,
  UpdateOrderCertificateBody,
} from './order-certificate.contract.ts'
import {
  DeliveryBucket,
  DeliveryBucketQuery,
  DeliveryScheduleQuery,
  EtaScheduleQuery,
  EtaScheduleRow,
  InboundTrackerQuery,
  LeadTimeQuery,
  LeadTimeRow,
  PackingList,
  PackingListParams,
  ScheduledDelivery,
} from './order-view.contract.ts'
import {
  ArticleMargin,
  ArticleMarginQuery,
  OrderMargin,
  OrderMarginQuery,
} from './order-view-margin.contract.ts'

const view = 'list.orders' as const
const margins = 'manage.price.margins' as const
const certificates = 'manage.order.certificates' as const

export const orderViewEndpoints = {
  deliverySchedule: defineEndpoint({
    method: 'GET',
    path: '/order-views/delivery-schedule',
    permission: view,
    query: DeliveryScheduleQuery,
    response: listResponse(ScheduledDelivery),
  }),
  deliveryBuckets: defineEndpoint({
    method: 'GET',
    path: '/order-views/delivery-schedule/buckets',
    permission: view,
    query: DeliveryBucketQuery,
    response: z.array(DeliveryBucket),
  }),
  inboundTracker: defineEndpoint({
    method: 'GET',
    path: '/order-views/inbound-tracker',
    permission: view,
    query: InboundTrackerQuery,
    response: listResponse(ScheduledDelivery),
  }),
  leadTimes: defineEndpoint({
    method: 'GET',
    path: '/order-views/lead-times',
    permission: view,
    query: LeadTimeQuery,
    response: listResponse(LeadTimeRow),
  }),
  etaSchedule: defineEndpoint({
    method: 'GET',
    path: '/order-views/eta-schedule',
    permission: 'view.eta.schedule',
    query: EtaScheduleQuery,
    response: listResponse(EtaScheduleRow),
  }),
  packingList: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/packing-lists/:code',
    permission: view,
    params: PackingListParams,
    response: PackingList,
  }),
  margins: defineEndpoint({
    method: 'GET',
    path: '/order-views/margins',
    permission: margins,
    query: OrderMarginQuery,
    response: listResponse(OrderMargin),
  }),
  articleMargins: defineEndpoint({
    method: 'GET',
    path: '/order-views/margins-by-article',
    permission: margins,
    query: ArticleMarginQuery,
    response: listResponse(ArticleMargin),
  }),
}

export const orderCertificateEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/order-certificates',
    permission: certificates,
    query: OrderCertificateListQuery,
    response: listResponse(OrderCertificate),
  }),
  ofOrder: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/certificates',
    permission: certificates,
    params: IdParams,
    response: z.array(OrderCertificate),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/certificates',
    permission: certificates,
    params: IdParams,
    body: OrderCertificateBody,
    response: OrderCertificate,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/orders/:id/certificates/:certificateId',
    permission: certificates,
    params: CertificateParams,
    body: UpdateOrderCertificateBody,
    response: OrderCertificate,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/orders/:id/certificates/:certificateId',
    permission: certificates,
    params: CertificateParams,
    response: MessageBody,
  }),
}

// A certificate's documents (the test report, the certificate itself), kept with the buyer's record.
export const orderCertificateAttachments = attachmentType('order-certificate', {
  read: certificates,
  write: certificates,
})
