import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type ServerProcess, startServerProcess } from '../../apps/server/src/testing/server-process.ts'

export type AppServer = ServerProcess

// The real server, as `npm start` runs it after the build, on a fresh embedded database with the demo data.
export async function startAppServer(port: number): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  const server = await startServerProcess(
    port,
    { DATA_DIR: dataDir, HOST: '0.0.0.0', LOG_LEVEL: 'info', PUBLIC_URL: `http://localhost:${port}` },
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
