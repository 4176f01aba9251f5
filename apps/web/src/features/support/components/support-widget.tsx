import type { CurrentUser } from '@scm/contracts'
import { useEffect } from 'react'

type Widget = NonNullable<CurrentUser['support_widget']>

// What the helpdesk's script reads (decision 0060): the signed identity of who is asking and the page's
// language, set before the script loads and kept current; each change is also announced as an event,
// for a widget that is already running, and so is sign-out (detail null): the widget then closes.
export interface SupportIdentity {
  identityToken: string
  locale: CurrentUser['locale']
}
declare global {
  interface Window {
    supplyflowSupport?: SupportIdentity
  }
}
export const supportIdentityEvent = 'supplyflow-support-identity'

// The third-party chat and support widget of spec §1, for signed-in users where the installation has
// one: its script is added once and taken away again with the signed-in pages (sign-out), and the
// widget told so, so the next user of the tab is never the last one's.
export function SupportWidget({ widget, locale }: { widget: Widget; locale: CurrentUser['locale'] }) {
  useEffect(() => {
    window.supplyflowSupport = { identityToken: widget.identity_token, locale }
    window.dispatchEvent(new CustomEvent(supportIdentityEvent, { detail: window.supplyflowSupport }))
  }, [widget.identity_token, locale])

  useEffect(() => {
    const script = document.createElement('script')
    script.src = widget.script_url
    script.async = true
    script.dataset.supportWidget = ''
    document.body.append(script)
    return () => {
      script.remove()
      delete window.supplyflowSupport
      window.dispatchEvent(new CustomEvent(supportIdentityEvent, { detail: null }))
    }
  }, [widget.script_url])

  return null
}
