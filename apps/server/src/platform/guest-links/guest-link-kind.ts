// What a module issues guest links for: a document type (its own word, e.g. 'order', 'booking') and a
// purpose. A token opens only links of the kind the endpoint asks for, so a booking's link can never
// open an order.
export interface GuestLinkKind {
  documentType: string
  purpose: string
  // Confirmations work once; a link to view (a booking's tracking) may be opened until it expires.
  singleUse: boolean
  validDays: number
}

const registered = new Set<string>()

// Declared once per kind, when the module loads; declaring one twice is a programming error.
export function defineGuestLinkKind(kind: GuestLinkKind): GuestLinkKind {
  const key = `${kind.documentType}:${kind.purpose}`
  if (registered.has(key)) throw new Error(`guest link kind ${key} is declared twice`)
  registered.add(key)
  return kind
}
