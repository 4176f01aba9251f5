import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { diskFileStore } from './disk-file-store.ts'
import { FileMissingError } from './file-store.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-store-'))
const store = diskFileStore(root)
const files = () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('the disk file store', () => {
  it('writes, reads and removes a file by key, and a second removal is no error', async () => {
    expect(await store.put('company-a/file-1', Readable.from(['audit ', 'report']))).toEqual({ size: 12 })
    expect(fs.readFileSync(path.join(root, 'company-a', 'file-1'), 'utf8')).toBe('audit report')
    expect(await text(await store.get('company-a/file-1'))).toBe('audit report')
    await store.delete('company-a/file-1')
    await store.delete('company-a/file-1')
    await expect(store.get('company-a/file-1')).rejects.toBeInstanceOf(FileMissingError)
  })

  it('leaves nothing behind when the stream breaks off', async () => {
    async function* broken() {
      yield 'first part'
      throw new Error('client went away')
    }
    await expect(store.put('company-a/file-2', Readable.from(broken()))).rejects.toThrow('client went away')
    expect(files()).toEqual([])
  })

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'a\\b', 'A/B.pdf'])
      await expect(store.put(key, Readable.from(['x']))).rejects.toThrow('Invalid file key')
    expect(files()).toEqual([])
  })
})
