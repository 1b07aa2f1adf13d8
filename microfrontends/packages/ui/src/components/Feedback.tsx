import type { ReactNode } from 'react';
import { cx } from '../cx';

export interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label = 'Loading…', size = 'md' }: SpinnerProps) {
  return (
    <span className={cx('spinner', `spinner--${size}`)} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A centred loading state for a page or a region. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loader" aria-live="polite">
      <Spinner size="lg" label={label} />
      <p className="page-loader__text">{label}</p>
    </div>
  );
}

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  radius?: string;
  className?: string;
}

export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  return <span className={cx('skeleton', className)} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Rendered after the message, e.g. a Retry button. */
  action?: ReactNode;
  className?: string;
}

const ALERT_ICONS: Record<AlertTone, string> = { error: '!', warning: '!', success: '✓', info: 'i' };

export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const assertive = tone === 'error';
  return (
    <div className={cx('alert', `alert--${tone}`, className)} role={assertive ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {ALERT_ICONS[tone]}
      </span>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children && <div className="alert__message">{children}</div>}
        {action && <div className="alert__action">{action}</div>}
      </div>
    </div>
  );
}

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** Heading level for the title; h2 by default, h1 for a page-level state. */
  level?: 1 | 2 | 3;
  className?: string;
}

export function EmptyState({ icon, title, children, action, level = 2, className }: EmptyStateProps) {
  const H = `h${level}` as 'h1' | 'h2' | 'h3';
  return (
    <div className={cx('empty-state', className)}>
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <H className="empty-state__title">{title}</H>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
