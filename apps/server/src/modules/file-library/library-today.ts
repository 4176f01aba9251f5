// Today's date in Europe/Stockholm, where the spec counts days (§9): a version valid to yesterday has
// expired. Read from the process clock, which tests pin (testing/test-clock.ts).
export const libraryToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date())

export const isExpired = (validTo: string, today: string) => validTo < today
