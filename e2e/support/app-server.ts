import fs from 'node:fs'
import { inject } from 'vitest'
import { scratchDir } from '../../apps/server/src/testing/scratch-dir.ts'
import { type ServerProcess, startServerProcess } from '../../apps/server/src/testing/server-process.ts'

export type AppServer = ServerProcess

// A fresh embedded database with the demo data: a copy of the one the suite seeded (global-setup.ts).
export function journeyDataDir(): string {
  const dataDir = scratchDir('e2e-data-')
  fs.cpSync(inject('journeyTemplate'), dataDir, { recursive: true })
  return dataDir
}

// The server as `npm start` runs it: the bundle `npm run build` wrote (test:e2e builds first).
export const startBuiltServer = (port: number, env: Record<string, string>, urlHost?: string) =>
  startServerProcess(port, env, urlHost, 'build')

// The real server, as `npm start` runs it after the build, on a fresh embedded database with the demo data.
export async function startAppServer(port: number, env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = journeyDataDir()
  const server = await startBuiltServer(
    port,
    { DATA_DIR: dataDir, HOST: '0.0.0.0', LOG_LEVEL: 'info', PUBLIC_URL: `http://localhost:${port}`, ...env },
    'localhost',
  )
  return {
    ...server,
    stop: async () => {
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
