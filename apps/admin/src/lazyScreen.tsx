import { type ComponentType, lazy, Suspense } from 'react';
import { ScreenLoading, ScreenNotLoaded } from './layout/ScreenLoading.tsx';

/**
 * A screen whose script is fetched when it first opens. It shows a progress indicator meanwhile, in a boundary of its
 * own: a screen opened from a link is drawn in a transition, and React would otherwise keep the screen before it on
 * show, with no sign that anything is coming. A script that cannot be fetched, most often
 * because the back office was deployed again since the page was opened and its old files are gone, shows why and
 * offers to reload the page, rather than a blank or broken screen.
 */
export function lazyScreen<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const Screen = lazy(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        console.error(error);
        return { default: ScreenNotLoaded as ComponentType<P> };
      },
    ),
  );
  const Lazy = (props: P) => (
    <Suspense fallback={<ScreenLoading />}>
      <Screen {...props} />
    </Suspense>
  );
  return Lazy;
}
