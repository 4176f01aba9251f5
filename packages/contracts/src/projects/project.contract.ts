import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints, optionalId } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { IsoDate } from '../partners/partner-fields.ts'

// The header of a project (spec §3 Project): what warehouses, addresses, quotations and articles hang
// under, and its people: managers and members (users of the company) and one purchaser (decision 0046).
export const Project = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  season_id: Id.nullable(),
  year: z.number().int().nullable(),
  buying_entity_id: Id.nullable(),
  start_date: IsoDate.nullable(),
  end_date: IsoDate.nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
  manager_ids: z.array(Id),
  member_ids: z.array(Id),
  purchaser_id: Id.nullable(),
  updated_at: Timestamp,
  version: Version,
})
export type Project = z.infer<typeof Project>

export const maxProjectPeople = 50

const optionalDate = z.preprocess((value) => (value === '' ? null : value), IsoDate.nullable()).default(null)

// A project's managers or members: users of the company, each named once.
const people = z
  .array(Id)
  .max(maxProjectPeople)
  .default([])
  .transform((ids) => [...new Set(ids)])

const projectFields = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9._-]*$/),
  name: z.string().trim().min(1).max(120),
  season_id: optionalId,
  year: z.number().int().min(2000).max(2100).nullable().default(null),
  buying_entity_id: optionalId,
  start_date: optionalDate,
  end_date: optionalDate,
  description: optionalText(2000),
  active: z.boolean().default(true),
  manager_ids: people,
  member_ids: people,
  purchaser_id: optionalId,
})

const periodInOrder = (
  body: { start_date: string | null; end_date: string | null },
  ctx: z.RefinementCtx,
) => {
  if (body.start_date && body.end_date && body.end_date < body.start_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'projects.periodEnd' })
}

export const ProjectBody = projectFields.superRefine(periodInOrder)
export type ProjectBody = z.input<typeof ProjectBody>
export const UpdateProjectBody = projectFields.extend({ version: Version }).superRefine(periodInOrder)
export type UpdateProjectBody = z.input<typeof UpdateProjectBody>

export const ProjectListQuery = listQuery(['code', 'name', 'year', 'start_date', 'end_date'], {
  active: ActiveFilter,
  season_id: Id,
  buying_entity_id: Id,
  // "My projects": those the user manages or is a member of.
  person: Id,
})

export const projectEndpoints = crudEndpoints(
  '/projects',
  { read: 'list.projects', write: 'create.project' },
  { item: Project, query: ProjectListQuery, body: ProjectBody, update: UpdateProjectBody },
)
