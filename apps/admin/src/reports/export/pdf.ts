import bengaliRegular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff?url';
import bengaliBold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff?url';
import latinRegular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-400-normal.woff?url';
import latinBold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-700-normal.woff?url';
import latinExtendedRegular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-ext-400-normal.woff?url';
import latinExtendedBold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-ext-700-normal.woff?url';
import { type PdfPage, pdfDefinition, pdfFonts } from './pdf-layout.ts';

/**
 * Renders a printed page to a PDF file in the browser. pdfmake and this module are loaded only when a PDF is
 * asked for. The faces are Noto Sans Bengali's own files from npm, served with the back office (WOFF: the
 * PDF library reads WOFF and TrueType; WOFF2 is left to the screens), fetched from our own address.
 */
export async function pdfOf(page: PdfPage): Promise<Blob> {
  const loaded = await import('pdfmake/build/pdfmake');
  const pdfMake = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const here = (path: string) => new URL(path, window.location.href).href;
  const face = (regular: string, bold: string) => ({
    normal: here(regular),
    bold: here(bold),
    italics: here(regular),
    bolditalics: here(bold),
  });
  pdfMake.setFonts({
    [pdfFonts.latin]: face(latinRegular, latinBold),
    [pdfFonts.latinExtended]: face(latinExtendedRegular, latinExtendedBold),
    [pdfFonts.bengali]: face(bengaliRegular, bengaliBold),
  });
  return pdfMake.createPdf(pdfDefinition(page)).getBlob();
}
