import { workspaceScreens } from '../../generic/views.tsx';
import employee from '../../resources/employee/screens.ts';

/** The screens of People and organisation, the places' lookups among them: fetched together when the first opens. */
export default workspaceScreens({ employee });
