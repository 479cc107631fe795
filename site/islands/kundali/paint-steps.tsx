/**
 * Long results shown in steps, each committed and painted before the next starts: a phone then lays the page out
 * in tasks of a few milliseconds instead of one long task for the whole result (Lighthouse's 4x CPU counts a
 * 40 ms layout as ~110 ms of blocking time). Used by /detailed-kundali (KundaliReportView) and /birth-chart's
 * result (BirthChartResult); the page ends exactly as it would have been drawn at once.
 */
import { startTransition, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

/** How many steps are shown, and `reveal(step)`: step `step` has painted, show the next (as a transition). */
export function useSteps(): { shown: number; reveal: (step: number) => void } {
  const [shown, setShown] = useState(0);
  const reveal = useCallback((step: number) => startTransition(() => setShown((count) => Math.max(count, step + 1))), []);
  return { shown, reveal };
}

/**
 * Calls `reveal(step)` once the tree it sits in has been committed and painted (inside a Suspense boundary: once the
 * boundary shows its content), a frame and a task later, so the next step's layout is a task of its own.
 */
export function Painted({ step, reveal }: { step: number; reveal: (step: number) => void }) {
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => reveal(step));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [step, reveal]);
  return null;
}

/** Step `step` (from 1), shown once `shown` has reached it; its children may be lazily loaded components. */
export function Step({
  step,
  shown,
  reveal,
  children,
}: {
  step: number;
  shown: number;
  reveal: (step: number) => void;
  children: ReactNode;
}) {
  if (shown < step) return null;
  return (
    <Suspense fallback={null}>
      {children}
      <Painted step={step} reveal={reveal} />
    </Suspense>
  );
}
