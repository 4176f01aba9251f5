import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

// Answers smaller than this go as they are: a few bytes saved do not pay for the work and the header.
export const compressionThresholdBytes = 1024

// Compresses the answers of the routes registered after it (the API, index.html, /api/docs, and web
// files that have no pre-compressed copy) by the request's Accept-Encoding, brotli before gzip.
// Which types: those mime-db marks compressible (JSON, JavaScript, CSS, SVG, CSV…) and any other
// text/ type. Not pictures, PDFs, zip or Office files, which are compressed already, nor an unknown
// download (application/octet-stream, which the plugin would take by default), nor server-sent events,
// which must flow rather than wait in a compressor. Socket.IO answers on the HTTP server itself
// (realtime.ts), outside Fastify's routes, so nothing here touches it. Pre-compressed web files carry
// Content-Encoding already and are passed through (static-web.ts).
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    customTypes: /^text\/(?!event-stream)/,
    // Each answer is compressed as it is sent, so cheap settings: brotli's default quality (11) costs
    // tens of times more CPU than quality 4, which is still smaller than gzip 6.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    // Request bodies are read as they come, as before: browsers do not compress them.
    globalDecompression: false,
  })
}
