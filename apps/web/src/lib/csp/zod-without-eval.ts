import { config } from 'zod/v4'

// The Content-Security-Policy allows no eval (docs/decisions/0022). zod tries one (new Function) as it
// builds its first object schema, to learn whether it may compile parsers, and the refusal is reported
// as a violation. The web build gives this module to every import of 'zod' (vite.config.ts), so zod is
// configured before any schema of the app or the contracts is built, whichever chunk it lands in.
config({ jitless: true })

export * from 'zod/v4'
export { default } from 'zod/v4'
