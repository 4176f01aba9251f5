import fs from 'node:fs'
import type { TestProject } from 'vitest/node'
import { scratchDir } from '../../apps/server/src/testing/scratch-dir.ts'
import { freePort, startServerProcess } from '../../apps/server/src/testing/server-process.ts'
import { pinJourneyClock } from './clock.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    journeyTemplate: string
  }
}

// Migrating and seeding the demo data is most of a server's start: it is done once, by the real
// server on the journeys' day, and each journey's server starts on a copy (app-server.ts).
export default async function setup(project: TestProject) {
  pinJourneyClock()
  const template = scratchDir('e2e-template-')
  const server = await startServerProcess(await freePort(), { DATA_DIR: template }, undefined, 'build')
  await server.stop()
  project.provide('journeyTemplate', template)
  return () => fs.rmSync(template, { recursive: true, force: true })
}
