// A decimal typed in a text box: empty is no value, and a Swedish comma is read as the dot the
// contract expects ("12,5" → "12.5").
export const decimalField = {
  setValueAs: (value: string | null) => {
    const text = value?.trim() ?? ''
    return text === '' ? null : text.replace(',', '.')
  },
}

// Optional text: an empty box is no value.
export const optionalTextField = {
  setValueAs: (value: string | null) => (value?.trim() ? value : null),
}
