// The web addresses in a mail's text body, in order, each once.
export function mailLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))]
}
