import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Where tests keep the folders they copy and throw away (database copies, stored files): in memory
// (/dev/shm) where the machine has it with room to spare, so that copying a 60 MB database folder per
// test file costs tens of milliseconds, not a disk's hundreds. A small /dev/shm (a container's 64 MB)
// would fill up with three files at a time: the temporary folder is used then.
const memory = '/dev/shm'
const roomNeeded = 2 * 1024 ** 3
const root = (() => {
  try {
    fs.accessSync(memory, fs.constants.W_OK)
    const { bavail, bsize } = fs.statfsSync(memory)
    return bavail * bsize >= roomNeeded ? memory : os.tmpdir()
  } catch {
    return os.tmpdir()
  }
})()

export const scratchDir = (prefix: string) => fs.mkdtempSync(path.join(root, prefix))
