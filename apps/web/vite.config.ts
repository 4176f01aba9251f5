import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// Each build gets an id, compiled into the bundle and written to dist/build-id.txt: the server reads
// the file and tells tabs running another build that a new version is out (NewVersionDeployed).
const buildId = `${new Date().toISOString().slice(0, 19)}-${randomBytes(4).toString('hex')}`
const buildIdFile: Plugin = {
  name: 'build-id',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: buildId })
  },
}

// Writes x.br and x.gz beside each text file of the build, compressed as hard as brotli and gzip go
// (once per build, not per request), for the server to send as they are (static-web.ts). Not
// index.html: the server writes a new nonce into each copy it sends, and compresses that. Small files
// too (the server would compress a file that has no copy as it sends it), but not a copy that comes
// out no smaller.
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const compressible = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/
const precompressedFiles: Plugin = {
  name: 'precompressed-files',
  apply: 'build',
  async writeBundle({ dir }) {
    if (!dir) return
    // The whole folder, so the files copied from public/ are included.
    const files = (await fs.readdir(dir, { recursive: true })).filter(
      (file) => compressible.test(file) && file !== 'index.html',
    )
    await Promise.all(
      files.map(async (file) => {
        const content = await fs.readFile(path.join(dir, file))
        const copies = {
          br: await brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz: await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
        }
        for (const [extension, copy] of Object.entries(copies))
          if (copy.length < content.length) await fs.writeFile(path.join(dir, `${file}.${extension}`), copy)
      }),
    )
  },
}

export default defineConfig(({ command }) => ({
  plugins: [react(), buildIdFile, precompressedFiles],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId : '') },
  // The lockfile hoists a newer @mantine/core for @mantine/dates than the app's own: one copy, or the
  // date picker looks for a MantineProvider of its own copy and crashes the page (a list's date filter).
  resolve: {
    dedupe: ['@mantine/core', '@mantine/hooks'],
    // zod without eval, for the Content-Security-Policy (src/lib/csp/zod-without-eval.ts).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/lib/csp/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
  // Vite writes this wherever a nonce belongs in index.html, and a <meta property="csp-nonce"> that
  // main.tsx reads; the server replaces it with a new nonce for each response (static-web.ts).
  html: { cspNonce: 'csp-nonce-placeholder' },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
}))
