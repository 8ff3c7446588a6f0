/**
 * The tab list of the kit (WAI-ARIA tabs): a tablist of tab buttons, the selected one in the tab
 * order, arrow keys (and Home / End) moving between them, and one tabpanel labelled by its tab.
 * The panel is rendered by the caller from the props it is given (it may be a <form>).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTab } from './rules';

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
}

export interface TabPanelProps {
  id: string;
  role: 'tabpanel';
  'aria-labelledby': string;
}

export interface TabsProps<K extends string> {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  className?: string;
  /** The panel of the selected tab, given the props that tie it to its tab. */
  children: (panel: TabPanelProps) => ReactNode;
}

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className = 'tabs',
  children,
}: TabsProps<K>) {
  const id = useId();
  const buttons = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const select = (key: K) => {
    onSelect(key);
    buttons.current[key]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(
      tabs.map((t) => t.id),
      selected,
      event.key,
    );
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={className}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {children({ id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(selected) })}
    </>
  );
}
