// `npm run build:server`: the server, its worker and the test clock preload as ES modules in
// apps/server/dist. Loaded through tsx, the server spent most of its 5–6 s start resolving and
// transforming ~1,000 modules one at a time; the bundle starts in about a second. Packages stay in
// node_modules (PGlite finds its WebAssembly next to its own files); only our workspaces are bundled.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'apps/server')

const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@scm/') ? undefined : { path: args.path, external: true },
    )
  },
}

await build({
  entryPoints: {
    server: path.join(server, 'src/server.ts'),
    worker: path.join(server, 'src/worker.ts'),
    'test-clock-preload': path.join(server, 'src/testing/test-clock-preload.ts'),
  },
  outdir: path.join(server, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [packagesStayExternal],
})
