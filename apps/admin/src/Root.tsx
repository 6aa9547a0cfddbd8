import { lazy, Suspense, useRef } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { loadBackOffice, SignIn } from './layout/SignIn.tsx';

const BackOffice = lazy(() => loadBackOffice().then((m) => ({ default: m.BackOffice })));

/**
 * A page opened on the sign-in address gets the sign-in page alone, a small script; any other address loads the
 * back office. Once the back office has shown, it stays: a session that ends in it signs in again inside it, with
 * its notice ("your session has ended") and its way back to the screen that was open.
 */
function Pages() {
  const { pathname } = useLocation();
  const backOfficeShown = useRef(false);
  if (!backOfficeShown.current && pathname.replace(/\/$/, '') === '/admin/login') return <SignIn />;
  backOfficeShown.current = true;
  // Nothing meanwhile: the back office draws its own progress indicator as soon as its script is there.
  return (
    <Suspense>
      <BackOffice />
    </Suspense>
  );
}

/** Real addresses under /admin/ (the server answers the page shell for each), not react-admin's default #/ ones. */
export function Root() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<Pages />} />
      </Routes>
    </BrowserRouter>
  );
}
