import { workspaceScreens } from '../../generic/views.tsx';
import cause from '../../resources/cause/screens.tsx';
import donation from '../../resources/donation/screens.tsx';
import feeGeneration from '../../resources/fee-generation/screens.tsx';
import member from '../../resources/member/screens.tsx';
import monthlySubscription from '../../resources/monthly-subscription/screens.tsx';
import paymentMethod from '../../resources/payment-method/screens.tsx';

/** The screens of Donations and members: fetched together when the first of them opens. */
export default workspaceScreens({
  member,
  monthly_subscription: monthlySubscription,
  fee_generation: feeGeneration,
  payment_method: paymentMethod,
  cause,
  donation,
});
