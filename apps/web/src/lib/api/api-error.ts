import type { ErrorBody } from '@scm/contracts'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message)
  }

  get fieldErrors(): Record<string, string[]> {
    return this.body.errors ?? {}
  }
}

// The request never got an answer (offline, server down).
export class NetworkError extends Error {}
