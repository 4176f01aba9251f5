// Small files that start the way real ones do, so the server's content check takes them for what they
// are: a one-page PDF skeleton, a 1×1 PNG and the shortest JPEG.
export const samplePdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
export const samplePng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c70000000049454e44ae426082',
  'hex',
)
export const sampleJpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')
