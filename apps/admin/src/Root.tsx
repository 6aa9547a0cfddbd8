import { lazy, Suspense, useRef } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { ScreenLoading, ScreenNotLoaded } from './layout/ScreenLoading.tsx';
import { loadBackOffice, OnItsOwn, SignIn } from './layout/SignIn.tsx';

/** Said on the sign-in page's providers when the back office's script cannot be fetched (the site was deployed again). */
function BackOfficeNotLoaded() {
  return (
    <OnItsOwn>
      <ScreenNotLoaded />
    </OnItsOwn>
  );
}

const BackOffice = lazy(() =>
  loadBackOffice().then(
    (m) => ({ default: m.BackOffice }),
    () => ({ default: BackOfficeNotLoaded }),
  ),
);

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
  // A progress indicator until the back office's script is there (fetched while the user typed, after a sign-in).
  return (
    <Suspense
      fallback={
        <OnItsOwn>
          <ScreenLoading />
        </OnItsOwn>
      }
    >
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
