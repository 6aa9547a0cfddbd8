import { type ReactNode, Suspense, useLayoutEffect } from 'react';

// While the browser brings the server's page to life, each part wrapped here waits for a task of its own (Preact
// keeps a part's server markup while it waits, and hydrates it when its turn comes). Hydrating the whole page was one
// task of about 70 ms on a fast machine and four times that on a phone, during which a tap went unanswered.
let hydrating = false;
const turns = new Map<string, Promise<void> | 'done'>();
const waiting = new Set<string>();
const resumed = new Set<string>();

/** Hydrates the page; the parts wrapped in `HydrateInTurn` follow, each in a task of its own. */
export function hydrateInTurns(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  if (waiting.size === 0) markHydrated();
}

// A message posted to oneself is answered in a task of its own, as soon as the one running ends; a timer would
// wait at least a few milliseconds more (and stands still under a test's paused clock).
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// Browser tests wait for this before they touch the page.
function markHydrated() {
  document.documentElement.dataset.hydrated = '';
}

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  useLayoutEffect(() => {
    if (waiting.delete(name) && waiting.size === 0) markHydrated();
  }, [name]);
  const turn = turns.get(name);
  if (turn === 'done' && !resumed.has(name)) {
    // Its turn has come: this render hydrates the part, so the parts inside it wait for turns of their own. The
    // render is one synchronous pass; the flag drops once it is over.
    resumed.add(name);
    hydrating = true;
    queueMicrotask(() => {
      hydrating = false;
    });
  }
  if (hydrating && turn === undefined) {
    const turn = nextTask().then(() => {
      turns.set(name, 'done');
    });
    turns.set(name, turn);
    waiting.add(name);
    throw turn;
  }
  return children;
}

/**
 * A part of the page that the browser hydrates after the rest, in a task of its own. It must draw exactly one
 * element, never nothing: while it waits, Preact keeps the first element after its place as its markup, so a part
 * that draws nothing would take its neighbour's.
 */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}
