import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Where tests keep the folders they copy and throw away (database copies, stored files): in memory
// (/dev/shm) where the machine has it, so that copying a 60 MB database folder per test file costs
// tens of milliseconds, not a disk's hundreds.
const memory = '/dev/shm'
const root = (() => {
  try {
    fs.accessSync(memory, fs.constants.W_OK)
    return memory
  } catch {
    return os.tmpdir()
  }
})()

export const scratchDir = (prefix: string) => fs.mkdtempSync(path.join(root, prefix))
