import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type Received = { from: string; to: string[]; data: string }

// A message's parts with their transfer encoding undone: long link lines arrive quoted-printable,
// with soft line breaks inside the token, and text with å, ä, ö may arrive in base64.
export function readableMail(data: string) {
  return data
    .replace(/\r\n/g, '\n')
    .split(/\n--[^\n]+\n/)
    .map((part) => {
      const split = part.indexOf('\n\n')
      const head = part.slice(0, split)
      const body = part.slice(split + 2)
      if (/content-transfer-encoding: *base64/i.test(head))
        return Buffer.from(body, 'base64').toString('utf8')
      if (!/content-transfer-encoding: *quoted-printable/i.test(head)) return body
      const bytes = body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    })
    .join('\n')
}

// A local SMTP server standing in for the mail provider: it keeps what it is sent, or, given `refuse`,
// answers each message with that function's error.
export async function startSmtp(received: Received[], refuse?: (mail: Received) => Error) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8')
      })
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        }
        received.push(mail)
        callback(refuse ? refuse(mail) : null)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
