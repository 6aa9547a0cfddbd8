import { useCallback, useEffect, useState } from 'react';

export interface ToastMessage {
  text: string;
  kind: 'success' | 'error';
}

/** A short message in the corner, announced to screen readers, gone after a few seconds. */
export function useToast(durationMs = 5000) {
  const [toast, setToast] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback((message: ToastMessage) => setToast({ ...message, id: Date.now() }), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), durationMs);
    return () => clearTimeout(timer);
  }, [toast, durationMs]);
  const element = (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <p key={toast.id} className={`toast toast-${toast.kind}`}>
          {toast.text}
        </p>
      )}
    </div>
  );
  return [element, show] as const;
}
