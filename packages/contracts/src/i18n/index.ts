export * from './locale.ts'
export * from './messages.ts'
