import { randomBytes } from 'node:crypto'
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
  resolve: { dedupe: ['@mantine/core', '@mantine/hooks'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
}))
