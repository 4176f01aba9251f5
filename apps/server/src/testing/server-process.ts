import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const repoRoot = path.resolve(import.meta.dirname, '../../../..')

export interface ServerProcess {
  url: string
  logs(): string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

// The real server as `npm run serve` starts it (node --import tsx apps/server/src/server.ts), in its
// own process, answering on the given port once /api/ping does. `urlHost` names it in the returned url:
// browsers keep cookies per host name, so a journey uses the name its mailed links use.
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  urlHost = '127.0.0.1',
): Promise<ServerProcess> {
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://${urlHost}:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`server did not start within 60 s:\n${output}`)
    try {
      if ((await fetch(`${url}/api/ping`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    logs: () => output,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid!, 'SIGTERM')
      await exited
    },
  }
}
