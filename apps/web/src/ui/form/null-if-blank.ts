// register() options for an optional text or date field: a blank value is stored as none (null), so a
// cleared field does not send "".
export const nullIfBlank = { setValueAs: (value: string | null) => (value?.trim() ? value : null) }
