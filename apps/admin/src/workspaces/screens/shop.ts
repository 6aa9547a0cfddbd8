import { workspaceScreens } from '../../generic/views.tsx';
import customer from '../../resources/customer/screens.tsx';
import customerOrder from '../../resources/customer-order/screens.tsx';
import inventory from '../../resources/inventory/screens.tsx';
import product from '../../resources/product/screens.tsx';

/** The screens of Shop and stock: fetched together when the first of them opens. */
export default workspaceScreens({ inventory, product, customer, customerorder: customerOrder });
