import { startServer } from './start-server.ts'
import { summarise, type Timing } from './timing.ts'

export interface OrderFlowFigures {
  clients: number
  flows: number
  wallMs: number
  send: Timing
  confirm: Timing
  approveDeviation: Timing
  flowsPerSecond: number
}

const clients = Number(process.env.BENCH_FLOW_CLIENTS ?? 50)
const flowsPerClient = Number(process.env.BENCH_FLOWS_PER_CLIENT ?? 4)

type Json = Record<string, unknown>
interface Order {
  id: string
  version: number
  deliveries: Array<{ id: string; lines: Array<{ id: string }> }>
}

function caller(url: string, token: string) {
  return async <T = Json>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
}

async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await run()
  times.push(performance.now() - start)
  return result
}

// `clients` buyers and suppliers at once, each running orders through the product's core flow: the
// buyer sends an order, the supplier confirms it and reports a deviation (a later ETD and a lower
// quantity, beyond the tolerances), the buyer approves both changes. Each step's latency is recorded.
async function runFlows(url: string): Promise<OrderFlowFigures> {
  const buyer = caller(url, await signIn(url, 'admin@nordic.demo'))
  const supplier = caller(url, await signIn(url, 'supplier@baltic.demo'))
  const suppliers = await buyer<{ data: Array<{ counterparty_company_id: string }> }>(
    'GET',
    '/suppliers?search=baltic',
  )
  const articles = await buyer<{ data: Array<{ id: string; status: string }> }>(
    'GET',
    '/articles?per_page=60&filter[status]=active',
  )
  const supplierId = suppliers.data[0]!.counterparty_company_id
  const articleId = articles.data[0]!.id
  const send: number[] = []
  const confirm: number[] = []
  const approve: number[] = []
  const flow = async () => {
    const draft = await buyer<Order>('POST', '/orders', {
      supplier_company_id: supplierId,
      currency: 'SEK',
      deliveries: [
        { etd: '2027-03-01', eta: '2027-03-20', lines: [{ article_id: articleId, qty: '50', price: '10' }] },
      ],
    })
    const sent = await timed(send, () =>
      buyer<Order>('POST', `/orders/${draft.id}/actions`, { action: 'send', version: draft.version }),
    )
    const ordered = await timed(confirm, () =>
      supplier<Order>('POST', `/orders/${sent.id}/actions`, { action: 'confirm', version: sent.version }),
    )
    const delivery = ordered.deliveries[0]!
    const report = await supplier<{ id: string; version: number; changes: Array<{ id: string }> }>(
      'POST',
      `/orders/${ordered.id}/deviation-reports`,
      {
        order_version: ordered.version,
        deliveries: [{ delivery_id: delivery.id, etd: '2027-03-15' }],
        lines: [{ line_id: delivery.lines[0]!.id, qty: '20' }],
      },
    )
    await timed(approve, () =>
      buyer('POST', `/orders/${ordered.id}/deviation-reports/${report.id}/decisions`, {
        version: report.version,
        decisions: report.changes.map((change) => ({ change_id: change.id, decision: 'accepted' })),
      }),
    )
  }
  const start = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < flowsPerClient; i++) await flow()
    }),
  )
  const wallMs = performance.now() - start
  const flows = clients * flowsPerClient
  return {
    clients,
    flows,
    wallMs: Math.round(wallMs),
    send: summarise(send),
    confirm: summarise(confirm),
    approveDeviation: summarise(approve),
    flowsPerSecond: Math.round((flows / (wallMs / 1000)) * 10) / 10,
  }
}

// `nodeArgs` go to the server's node (a profile: --cpu-prof --cpu-prof-dir=…).
export async function orderFlowFigures(env: Record<string, string>, port: number, nodeArgs: string[] = []) {
  const server = await startServer(env, port, nodeArgs)
  try {
    return await runFlows(server.url)
  } finally {
    await server.stop()
  }
}

export const orderFlowRow = (label: string, r: OrderFlowFigures) =>
  `${label}: ${r.clients} clients × ${r.flows / r.clients} flows in ${r.wallMs} ms (${r.flowsPerSecond} flows/s) | send p50 ${r.send.p50} ms p99 ${r.send.p99} ms | confirm p50 ${r.confirm.p50} ms p99 ${r.confirm.p99} ms | approve deviation p50 ${r.approveDeviation.p50} ms p99 ${r.approveDeviation.p99} ms`
