import type { ReactNode } from 'react';
import { cx } from '@uwd/ui';

export function SectionTitle({ step, title, id }: { step: number; title: string; id?: string }) {
  return (
    <h2 id={id} className="apply-section__title">
      <span className="apply-section__step" aria-hidden="true">
        {step}
      </span>
      {title}
    </h2>
  );
}

export function FormSection({ step, id, title, className, testId, children }: { step: number; id: string; title: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <section className={cx('apply-section', className)} aria-labelledby={`${id}-title`} data-testid={testId}>
      <SectionTitle step={step} title={title} id={`${id}-title`} />
      {children}
    </section>
  );
}
