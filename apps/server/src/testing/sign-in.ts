import type { FastifyInstance } from 'fastify'
import { demoPassword } from '../seed/demo-data.ts'
import { apiClient } from './api-client.ts'

export interface Session {
  token: string
  cookie: string
  headers: { authorization: string }
}

export async function signIn(app: FastifyInstance, email: string, password = demoPassword): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`)
  const token = response.json().access_token as string
  const cookie = response.cookies.find((c) => c.name === 'scm_refresh')
  return { token, cookie: `scm_refresh=${cookie?.value}`, headers: { authorization: `Bearer ${token}` } }
}

// The demo users every API suite talks as: Nordic's admin and buyer, Baltic's supplier, and a guest.
export async function demoClients(app: FastifyInstance) {
  return {
    admin: apiClient(app, await signIn(app, 'admin@nordic.demo')),
    buyer: apiClient(app, await signIn(app, 'buyer@nordic.demo')),
    baltic: apiClient(app, await signIn(app, 'supplier@baltic.demo')),
    guest: apiClient(app),
  }
}
