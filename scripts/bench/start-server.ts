import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export interface RunningServer {
  url: string
  process: ChildProcess
  startedInMs: number
  // CPU time the process had used by then, where /proc tells it: unlike the wall time, it does not grow
  // when other work shares the machine.
  cpuMs?: number
  stop(): Promise<void>
}

// The node arguments of `npm run serve` (what `npm start` runs after its build): read from
// package.json, so the benchmark starts the server exactly as a user does, flags and all.
function serveArguments(): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
  const [program, ...args] = (scripts.serve as string).trim().split(/\s+/)
  if (program !== 'node') throw new Error(`npm run serve runs ${program}, not node`)
  const bundle = args.at(-1)!
  if (!fs.existsSync(path.join(root, bundle)))
    throw new Error(`${bundle} is missing: run npm run build first`)
  return args
}

// utime + stime, in clock ticks of 1/100 s (Linux), after the command name in parentheses.
function cpuMsOf(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

// Starts the real server as `npm start` does (without the build: the caller builds once) and waits for
// the first 200 on /api/ping. `nodeArgs` go before the serve script's own (a profile: --cpu-prof).
export async function startServer(env: Record<string, string>, port: number, nodeArgs: string[] = []) {
  const args = [...nodeArgs, ...serveArguments()]
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
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
    cpuMs: cpuMsOf(child.pid!),
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid!, 'SIGTERM')
      await exited
    },
  } satisfies RunningServer
}
