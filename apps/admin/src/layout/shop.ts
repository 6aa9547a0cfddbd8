/** The shop dashboard's answers (api-contract.md 4.2), as `packages/contracts/src/shop-dashboard.ts` declares them. */
export const shopDashboardPath = (name: string) => `/dashboard/api/v1/${name}/`;

export interface ShopOrder {
  id: number;
  order_no: string;
  order_date: string;
  status: 'draft' | 'confirmed' | 'cancelled';
  customer_name: string;
  total: string;
  paid_amount: string;
  due_amount: string;
  payment_status: 'unpaid' | 'partial' | 'paid';
}
export interface LowStockRow {
  product: number;
  name: string;
  sku: string;
  category_name: string;
  quantity: number;
  low_stock_threshold: number;
}
export interface BestSellerRow {
  product: number;
  name: string;
  sku: string;
  quantity: number;
  amount: string;
}
export interface CategoryCountRow {
  category: number;
  category_name: string;
  item_count: number;
}
export interface OrderTotals {
  total_amount: string;
  paid_amount: string;
  due_amount: string;
}
