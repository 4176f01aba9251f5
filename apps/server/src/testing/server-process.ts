import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
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

// Where a process runs from: its sources through tsx (`npm run dev`), or the bundle that
// `npm run build` writes to apps/server/dist and `npm start` runs (scripts/build-server.ts).
export type RunFrom = 'sources' | 'build'

function nodeArguments(script: 'server' | 'worker', from: RunFrom, pinnedClock: boolean): string[] {
  if (from === 'sources') {
    const clock = pinnedClock ? ['--import', './apps/server/src/testing/test-clock-preload.ts'] : []
    return ['--import', 'tsx', ...clock, `apps/server/src/${script}.ts`]
  }
  const built = path.join(repoRoot, 'apps/server/dist', `${script}.mjs`)
  if (!fs.existsSync(built)) throw new Error(`${built} is missing: run npm run build first`)
  const clock = pinnedClock ? ['--import', './apps/server/dist/test-clock-preload.mjs'] : []
  return ['--enable-source-maps', ...clock, built]
}

// A server script in its own process group, its output collected, stopped with SIGTERM. When the
// starting test pinned its clock, the script's clock starts where the test's is now.
function spawnScript(script: 'server' | 'worker', env: Record<string, string>, from: RunFrom) {
  let output = ''
  const time = pinnedTime()
  const child: ChildProcess = spawn(process.execPath, nodeArguments(script, from, time !== undefined), {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      ...(time === undefined ? {} : { [pinnedTimeVariable]: String(time) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
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

// The real server, from its sources or as `npm start` runs its build, in its own process, answering
// on the given port once /api/ping does. `urlHost` names it in the returned url:
// browsers keep cookies per host name, so a journey uses the name its mailed links use.
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  urlHost = '127.0.0.1',
  from: RunFrom = 'sources',
): Promise<ServerProcess> {
  const server = spawnScript('server', { PORT: String(port), HOST: '127.0.0.1', ...env }, from)
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
  const worker = spawnScript('worker', { ...env, LOG_LEVEL: 'info' }, 'sources')
  await worker.until(() => worker.logs().includes('job worker is running'))
  return { logs: worker.logs, stop: worker.stop }
}
