export * from './catalogue-parity.ts'
export * from './issues.ts'
export * from './locale.ts'
export * from './messages.ts'
