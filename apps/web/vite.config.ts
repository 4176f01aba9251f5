import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
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

export default defineConfig(({ command }) => ({
  plugins: [react(), buildIdFile],
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
