import type { EtaScheduleQuery } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../../platform/db/list.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { findEtaSchedule } from './eta-schedule.queries.ts'
import { today } from './today.ts'
import { viewerOf } from './viewer.ts'

// The ETA schedule: per warehouse and day, the deliveries expected and their quantity. An open
// range starts today (CET): the schedule looks ahead.
export async function etaSchedule(ctx: RequestContext, query: z.output<typeof EtaScheduleQuery>) {
  const filter = { ...query.filter, from: query.filter?.from ?? today() }
  const { rows, count } = await findEtaSchedule(ctx.tx, await viewerOf(ctx), { ...query, filter })
  return { data: rows, meta: listMeta(query, count) }
}
