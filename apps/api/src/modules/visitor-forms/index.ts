import { defineModule } from '../manifest.ts';
import visitorFormsRoutes from './visitor-forms.routes.ts';

export { default as spamGuard, spamMessages } from './spam-guard.ts';

/** What the visitor forms share: the spam guard (a hidden field, a signed start time, a rate limit). */
export default defineModule({
  name: 'visitor-forms',
  resources: [],
  routes: [visitorFormsRoutes],
});
