import { createRequire } from 'node:module'
import pdfmake from 'pdfmake'
import type { TDocumentDefinitions } from 'pdfmake/interfaces'

const require = createRequire(import.meta.url)
const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`)

// Roboto is embedded (subset) rather than a standard PDF font, whose encoding has no room for most
// names outside Western Europe.
const roboto = {
  normal: font('Roboto-Regular.ttf'),
  bold: font('Roboto-Medium.ttf'),
  italics: font('Roboto-Italic.ttf'),
  bolditalics: font('Roboto-MediumItalic.ttf'),
}
pdfmake.setFonts({ Roboto: roboto })
// Documents are made of the users' text: nothing in one may make the server fetch a URL or read a file.
const fontFiles = new Set(Object.values(roboto))
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path))

export type PdfDocument = TDocumentDefinitions

export const renderPdf = (document: PdfDocument): Promise<Uint8Array> =>
  pdfmake.createPdf({ ...document, defaultStyle: { font: 'Roboto', ...document.defaultStyle } }).getBuffer()
