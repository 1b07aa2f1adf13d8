import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** narrow: forms and reading; wide: the default page width. */
  size?: 'narrow' | 'default' | 'wide';
  as?: ElementType;
}

export function Container({ size = 'default', as: Tag = 'div', className, ...rest }: ContainerProps) {
  return <Tag className={cx('container', size !== 'default' && `container--${size}`, className)} {...rest} />;
}

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  tone?: 'plain' | 'tinted' | 'dark';
}

export function Section({ tone = 'plain', className, ...rest }: SectionProps) {
  return <section className={cx('section', tone !== 'plain' && `section--${tone}`, className)} {...rest} />;
}

export interface SectionHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'start';
  id?: string;
  /** Heading level; h2 by default. */
  level?: 1 | 2;
}

export function SectionHeading({ eyebrow, title, lead, align = 'center', id, level = 2 }: SectionHeadingProps) {
  const H = level === 1 ? 'h1' : 'h2';
  return (
    <header className={cx('section-heading', align === 'start' && 'section-heading--start')}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <H id={id} className="section-heading__title">
        {title}
      </H>
      {lead && <p className="section-heading__lead">{lead}</p>}
    </header>
  );
}

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padded?: boolean;
  as?: ElementType;
}

export function Card({ padded = true, as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag className={cx('card', padded && 'card--padded', className)} {...rest} />;
}
