import { api, apiSignIn } from './api.ts'
import type { AppServer } from './app-server.ts'

// How a journey gets the link a mail carries, as the user would from their inbox.
// 1. The server's log: with no SMTP configured (as in the journeys) the mailer prints every outgoing
//    link (platform/mail/mailer.ts, ARCHITECTURE rule 9). It covers every kind of mail, needs no
//    sign-in, and does not depend on what the outbox API chooses to show.
// 2. The company's outbox API, as its admin, only if the log has nothing: it never lists
//    password-reset or e-mail verification mail (privateMailKinds: reading them there would let an
//    admin take over a colleague's account), so it can only ever help with invitations and the like.

interface MailLogLine {
  msg?: string
  mailTo?: string
  links?: string[]
}

// The links the server printed for mail to `to`: with no SMTP configured it logs every outgoing link
// (ARCHITECTURE rule 9), whatever the kind of mail.
function loggedLinks(server: AppServer, to: string): string[] {
  return server
    .logs()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"mailTo"'))
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as MailLogLine
        return entry.mailTo === to ? (entry.links ?? []) : []
      } catch {
        return []
      }
    })
}

// The company's mail log, read as its admin. It never shows password-reset or e-mail verification
// mail (those links are the user's alone), so it is only the fallback for a server that does not log.
async function outboxLinks(server: AppServer, to: string, admin: string): Promise<string[]> {
  const token = await apiSignIn(server.url, admin)
  const { data } = await api<{ data: { text: string }[] }>(
    server.url,
    token,
    'GET',
    `/outbox?search=${encodeURIComponent(to)}&sort=-created_at`,
  )
  return data.flatMap((mail) => mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).reverse()
}

// The newest link to `pathPrefix` (e.g. '/reset-password') in mail sent to `to`. The server's log comes
// first: it has every kind of mail, and reading it needs no sign-in (sign-ins are rate limited). Mail
// leaves after its transaction commits, so the log is polled; the outbox is asked once, at the end.
export async function findMailLink(
  server: AppServer,
  to: string,
  pathPrefix: string,
  { admin = 'admin@nordic.demo', timeout = 10_000 } = {},
): Promise<string> {
  const matches = (link: string) => new URL(link).pathname.startsWith(pathPrefix)
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    const logged = loggedLinks(server, to).filter(matches)
    if (logged.length > 0) return logged.at(-1)!
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stored = (await outboxLinks(server, to, admin)).filter(matches)
  if (stored.length > 0) return stored.at(-1)!
  throw new Error(`no mail to ${to} with a ${pathPrefix} link, in the server log or the outbox`)
}
