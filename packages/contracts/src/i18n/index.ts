export * from './catalogue-parity.ts'
export * from './locale.ts'
export * from './messages.ts'
