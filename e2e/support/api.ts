// Direct API calls for journey set-up that is not what the journey is about.
export async function apiSignIn(baseUrl: string, email: string, password = 'Demo1234!') {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

export async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

// A small but real PDF: the server checks a file's bytes, not only its name.
export const samplePdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

// Attaches a file to a record (platform attachments) as the journey's set-up.
export async function uploadAttachment(
  baseUrl: string,
  token: string,
  target: { type: string; entityId: string },
  file: { name: string; bytes: Uint8Array<ArrayBuffer>; contentType: string },
) {
  const form = new FormData()
  form.append('file', new Blob([file.bytes], { type: file.contentType }), file.name)
  const response = await fetch(`${baseUrl}/api/attachments/${target.type}/${target.entityId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  if (response.status !== 201)
    throw new Error(`upload ${file.name}: ${response.status} ${await response.text()}`)
}
