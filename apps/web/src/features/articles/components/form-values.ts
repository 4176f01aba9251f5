// An empty text field is no value: the contract's nullable fields get null, not ''.
export const nullableText = { setValueAs: (value: string | null) => (value?.trim() ? value : null) }
