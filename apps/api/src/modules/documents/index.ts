/**
 * The charity's printed documents: its letterhead (from the general setting) and the PDF layout every
 * document shares, used by donations' receipts and statements, orders' invoices and purchase bills. The
 * amount in words comes from the contracts; a download's headers are set where an endpoint answers a file.
 */
export { csvText } from './csv.ts';
export { type Letterhead, letterhead } from './letterhead.ts';
export { head as documentHead, money as printedMoney, render as renderPdf } from './pdf.ts';
