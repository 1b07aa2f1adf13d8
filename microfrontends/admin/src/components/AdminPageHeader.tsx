import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '@uwd/ui';

export interface AdminPageHeaderProps {
  title: string;
  subtitle?: string;
  /** Where the back link goes; the admin dashboard by default. */
  backTo?: string;
  backLabel?: string;
  /** Buttons or links shown beside the title (e.g. 'Add New Vendor'). */
  actions?: ReactNode;
  /** Small label above the title; 'Administration' by default. */
  eyebrow?: string;
}

/** The header band of every admin screen: a back link, the page title (the page's only h1), a subtitle, actions. */
export function AdminPageHeader({ title, subtitle, backTo = '/admin', backLabel = 'Back to Admin', actions, eyebrow = 'Administration' }: AdminPageHeaderProps) {
  return (
    <header className="adm-header">
      <Container>
        <Link to={backTo} className="adm-header__back">
          <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M19 12H5M11 18l-6-6 6-6" />
          </svg>
          {backLabel}
        </Link>
        <div className="adm-header__row">
          <div className="adm-header__text">
            <p className="eyebrow adm-header__eyebrow">{eyebrow}</p>
            <h1 className="adm-header__title">{title}</h1>
            {subtitle && <p className="adm-header__subtitle">{subtitle}</p>}
          </div>
          {actions && <div className="adm-header__actions">{actions}</div>}
        </div>
      </Container>
    </header>
  );
}
