import { fromPaisa, toPaisa } from '@sahay/contracts';
import { parseAmount, typedPaisa } from '../../money.ts';

/** A line as the entry form holds it. */
export interface OrderLine {
  id?: number;
  product: number | null;
  quantity: number | string | null;
  unit_price?: string | null;
}

/** A line's unit price: the one typed when it is an amount, else the product's. */
export function unitPriceOf(line: OrderLine, productPrice: string | undefined) {
  return typedPaisa(line.unit_price) ?? (productPrice ? toPaisa(productPrice) : 0n);
}

/** A whole quantity of at least one, or 0 while it is not one. */
export function quantityOf(line: OrderLine) {
  const n = Number(line.quantity);
  return Number.isInteger(n) && n >= 1 ? n : 0;
}

/** Each line's total and the order's, in paisa, exactly as the API will count them. */
export function orderTotals(lines: OrderLine[], prices: Map<number, string>) {
  const totals = lines.map((line) => unitPriceOf(line, line.product ? prices.get(line.product) : undefined) * BigInt(quantityOf(line)));
  return { lines: totals, total: totals.reduce((sum, t) => sum + t, 0n) };
}

/** What the API takes of the form's lines: product, quantity and a typed unit price, the line's id when it has one. */
export function linesToSend(lines: OrderLine[]) {
  return lines.map((line) => {
    const typed = String(line.unit_price ?? '').trim();
    return {
      ...(line.id ? { id: line.id } : {}),
      product: line.product,
      quantity: Number(line.quantity),
      ...(typed ? { unit_price: parseAmount(typed) ?? typed } : {}),
    };
  });
}

export { fromPaisa };
