import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints } from '../http/crud-endpoints.ts'
import { listQuery } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// The kinds of record a tag can label.
export const tagTypes = ['order', 'article', 'style', 'supplier', 'client', 'booking', 'project'] as const
export const TagType = z.enum(tagTypes)
export type TagType = z.infer<typeof TagType>

// A tag on a record, with its name: a tag deactivated since it was put on still shows by name.
export const TagRef = z.object({ id: Id, name: z.string() })
export type TagRef = z.infer<typeof TagRef>

export const Tag = z.object({
  id: Id,
  name: z.string(),
  type: TagType,
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type Tag = z.infer<typeof Tag>

export const TagBody = z.strictObject({
  name: z.string().trim().min(1).max(60),
  type: TagType,
  active: z.boolean().default(true),
})
export type TagBody = z.input<typeof TagBody>
export const UpdateTagBody = TagBody.extend({ version: Version })
export type UpdateTagBody = z.input<typeof UpdateTagBody>

export const TagListQuery = listQuery(['name', 'type'], { type: TagType, active: ActiveFilter })

export const tagEndpoints = crudEndpoints('/tags', adminPermission('tags'), {
  item: Tag,
  query: TagListQuery,
  body: TagBody,
  update: UpdateTagBody,
})
