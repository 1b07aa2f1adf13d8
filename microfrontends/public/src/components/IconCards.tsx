import type { ReactNode } from 'react';
import './icon-cards.css';

export interface IconCard {
  title: string;
  text: string;
  icon: ReactNode;
}

/**
 * Cards of an icon, a title and a line of text: the home page's 'Planning, Perfected' pillars (`centered`)
 * and the about and partner pages' values and benefits (`stacked`).
 */
export function IconCards({ items, variant, testId }: { items: readonly IconCard[]; variant: 'centered' | 'stacked'; testId?: string }) {
  return (
    <ul className={`icon-cards icon-cards--${variant}`} data-testid={testId}>
      {items.map((item) => (
        <li key={item.title} className="icon-card">
          <span className="icon-card__icon" aria-hidden="true">
            {item.icon}
          </span>
          <h3 className="icon-card__title">{item.title}</h3>
          <p className="icon-card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
