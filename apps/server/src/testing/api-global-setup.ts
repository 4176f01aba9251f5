import type { TestProject } from 'vitest/node'
import { type DatabaseTemplate, makeDatabaseTemplate } from './database-template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}

// Migrating and seeding is most of a test file's setup: it is done once per run, on the engine the run
// tests (TEST_PG_URL), and every createTestApp starts from a copy.
export default async function setup(project: TestProject) {
  const { template, remove } = await makeDatabaseTemplate(process.env.TEST_PG_URL)
  project.provide('databaseTemplate', template)
  return remove
}
