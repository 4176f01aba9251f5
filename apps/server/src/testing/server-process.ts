import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { pinnedTime, pinnedTimeVariable } from './test-clock.ts'

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

// A script of apps/server/src in its own process group, its output collected, stopped with SIGTERM.
// When the starting test pinned its clock, the script's clock starts where the test's is now.
function spawnScript(script: string, env: Record<string, string>) {
  let output = ''
  const time = pinnedTime()
  const clock = time === undefined ? [] : ['--import', './apps/server/src/testing/test-clock-preload.ts']
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', ...clock, `apps/server/src/${script}`],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...env,
        ...(time === undefined ? {} : { [pinnedTimeVariable]: String(time) }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const started = Date.now()
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid!, 'SIGTERM')
    await exited
  }
  return {
    logs: () => output,
    stop,
    // Waits until ready() holds; a process that exits or is not ready within 60 s fails the start,
    // and is stopped rather than left running.
    async until(ready: () => Promise<boolean> | boolean) {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${output}`)
        if (Date.now() - started > 60_000) {
          await stop()
          throw new Error(`${script} did not start within 60 s:\n${output}`)
        }
        if (await ready()) return
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}

// The real server as `npm run serve` starts it (node --import tsx apps/server/src/server.ts), in its
// own process, answering on the given port once /api/ping does. `urlHost` names it in the returned url:
// browsers keep cookies per host name, so a journey uses the name its mailed links use.
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  urlHost = '127.0.0.1',
): Promise<ServerProcess> {
  const server = spawnScript('server.ts', { PORT: String(port), HOST: '127.0.0.1', ...env })
  const url = `http://${urlHost}:${port}`
  await server.until(async () => {
    try {
      return (await fetch(`${url}/api/ping`)).ok
    } catch {
      return false
    }
  })
  return { url, logs: server.logs, stop: server.stop }
}

// `npm run worker` (apps/server/src/worker.ts): jobs only, no HTTP, so it is ready when it says so.
export async function startWorkerProcess(env: Record<string, string>): Promise<Omit<ServerProcess, 'url'>> {
  const worker = spawnScript('worker.ts', { ...env, LOG_LEVEL: 'info' })
  await worker.until(() => worker.logs().includes('job worker is running'))
  return { logs: worker.logs, stop: worker.stop }
}
