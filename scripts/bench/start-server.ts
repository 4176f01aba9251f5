import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export interface RunningServer {
  url: string
  process: ChildProcess
  startedInMs: number
  stop(): Promise<void>
}

// Starts the real server as `npm start` does (without the build) and waits for the first 200 on /api/ping.
export async function startServer(
  env: Record<string, string>,
  port: number,
  command = ['--import', 'tsx', 'apps/server/src/server.ts'],
) {
  const started = performance.now()
  const child = spawn(
    command[0] === 'npm' ? 'npm' : process.execPath,
    command[0] === 'npm' ? command.slice(1) : command,
    {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/ping`)
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const startedInMs = performance.now() - started
  return {
    url,
    process: child,
    startedInMs,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid!, 'SIGTERM')
      await exited
    },
  } satisfies RunningServer
}
