import type { AnyEndpoint } from '@scm/contracts'
import { errorOf, requestApi } from './call-api.ts'

// A file endpoint needs the session's token, which a plain link cannot carry: the bytes are fetched
// and handed to the browser as a download under the given name.
export async function downloadFile(endpoint: AnyEndpoint, params: Record<string, string>, fileName: string) {
  const response = await requestApi(endpoint, { params })
  if (!response.ok) throw await errorOf(response)
  saveFile(await response.blob(), fileName)
}

// Hands bytes made or fetched in the page to the browser as a download under the given name.
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; the minute is only a margin.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
