import { workspaceScreens } from '../../generic/views.tsx';
import ticket from '../../resources/ticket/screens.tsx';

/** Support's screens (the inboxes are fetched on their own): fetched together when the first of them opens. */
export default workspaceScreens({ ticket });
