import { workspaceScreens } from '../../generic/views.tsx';
import { purchaseFinalScreens, purchaseRequestScreens } from '../../resources/purchasing/screens.tsx';

/** Purchasing's screens: fetched together when the first of them opens. */
export default workspaceScreens({ purchase_request: purchaseRequestScreens, purchase_final: purchaseFinalScreens });
