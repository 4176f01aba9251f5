// Today's date in CET (spec §9), which decides what is overdue and where an open range starts.
export const today = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date())
