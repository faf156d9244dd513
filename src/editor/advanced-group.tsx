import type { Field } from '@puckeditor/core';
import { type ReactNode, useState } from 'react';
import { isAdvancedGroup } from './advanced';

/**
 * Puck's object field, drawn closed in a `<details>` when it is the "Advanced" group (its own label
 * hidden: the summary says it). It opens by itself when one of its fields has a problem.
 */
export function GroupOrObject({ field, children, problem }: { field: Field; children: ReactNode; problem: boolean }) {
  const [open, setOpen] = useState(problem);
  const [hadProblem, setHadProblem] = useState(problem);
  if (problem !== hadProblem) {
    setHadProblem(problem);
    if (problem) setOpen(true);
  }
  if (!isAdvancedGroup(field)) return <>{children}</>;
  return (
    <details className="editor-advanced" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Advanced</summary>
      {children}
    </details>
  );
}
