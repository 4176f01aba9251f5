import { setNonce } from 'get-nonce'

// The server's Content-Security-Policy lets a <style> element in only with the nonce it wrote into
// this page (docs/decisions/0022); the browser hides the attribute, the property keeps it.
export function readStyleNonce(): string {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? ''
  // react-remove-scroll, under Mantine's modals and drawers, adds its own <style> and asks get-nonce.
  setNonce(nonce)
  return nonce
}
