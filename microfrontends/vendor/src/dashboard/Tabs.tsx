import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@uwd/ui';

export interface TabDef<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
}

export const tabId = (key: string) => `dash-tab-${key}`;
export const panelId = (key: string) => `dash-panel-${key}`;

/**
 * An ARIA tab list (automatic activation): Left/Right move between tabs and wrap, Home/End go to the first and
 * last; only the selected tab is in the Tab order.
 */
export function TabList<K extends string>({ tabs, selected, onSelect, label }: { tabs: ReadonlyArray<TabDef<K>>; selected: K; onSelect: (key: K) => void; label: string }) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  // The selected tab is in sight in a row that scrolls sideways (a phone opening `?tab=billing`, the last one).
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const l = list.getBoundingClientRect();
    const t = tab.getBoundingClientRect();
    if (t.right > l.right) list.scrollLeft += t.right - l.right + 8;
    else if (t.left < l.left) list.scrollLeft -= l.left - t.left + 8;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div ref={listRef} className="vd-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={active}
            aria-controls={panelId(tab.key)}
            tabIndex={active ? 0 : -1}
            className={cx('vd-tab', active && 'vd-tab--active')}
            onClick={() => onSelect(tab.key)}
          >
            {tab.icon}
            <span>{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}

/** Every panel stays mounted (its state survives a tab switch); the inactive ones are hidden. */
export function TabPanel({ tab, active, children }: { tab: string; active: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className="vd-panel" hidden={!active}>
      {children}
    </div>
  );
}
