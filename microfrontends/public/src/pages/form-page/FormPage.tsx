import type { ReactNode, Ref } from 'react';
import { Container } from '@uwd/ui';
import '../static-pages.css';
import './form-page.css';

/** The compact brand band at the top of the public form pages (apply, claim, contact, message a vendor). */
export function FormPageHero({ eyebrow, title, children }: { eyebrow: ReactNode; title: string; children: ReactNode }) {
  return (
    <header className="static-hero static-hero--compact">
      <Container>
        <p className="eyebrow eyebrow--light">{eyebrow}</p>
        <h1 className="static-hero__title">{title}</h1>
        <p className="static-hero__lead">{children}</p>
      </Container>
    </header>
  );
}

/** 'Fields marked * are required.', read out as 'with an asterisk'; `children` come before it. */
export function RequiredFieldsNote({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <p className={className}>
      {children}
      Fields marked <span aria-hidden="true" className="field__required">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}

/** Where a form's outcome is announced: focused (not outlined) when it changes, spaced only when it says something. */
export function FormNotice({ noticeRef, testId, children }: { noticeRef: Ref<HTMLDivElement>; testId?: string; children: ReactNode }) {
  return (
    <div ref={noticeRef} tabIndex={-1} className="form-notice" data-testid={testId}>
      {children}
    </div>
  );
}

/** The white card that holds a form page's form: its heading, the required-fields note, then the form. */
export function FormCard({ titleId, title, className, children }: { titleId: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `form-card ${className}` : 'form-card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="form-card__title">
        {title}
      </h2>
      <RequiredFieldsNote className="form-card__lead" />
      {children}
    </section>
  );
}
