import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';

/**
 * The design system's tabs (issue 13 §3) on react-aria-components' Tabs: arrow keys move between tabs, the selected
 * one is announced and tied to its panel. The list wraps onto a second row on a narrow screen rather than running
 * under a side panel; each tab is at least 44 px high with a visible focus ring.
 */
export function Tabs({ className = '', ...props }: TabsProps & { className?: string }) {
  return <AriaTabs {...props} className={`flex min-h-0 flex-col ${className}`} />;
}

export function TabList<T extends object>({ className = '', ...props }: TabListProps<T> & { className?: string }) {
  return <AriaTabList {...props} className={`flex flex-wrap gap-x-1 border-b border-line ${className}`} />;
}

export function Tab({ className = '', ...props }: TabProps & { className?: string }) {
  return (
    <AriaTab
      {...props}
      className={[
        'flex min-h-touch cursor-pointer items-center border-b-2 border-transparent px-4 text-ink-muted outline-none',
        'hover:text-ink data-[pressed]:bg-secondary focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
        'data-[selected]:border-primary data-[selected]:font-semibold data-[selected]:text-ink',
        className,
      ].join(' ')}
    />
  );
}

export function TabPanel({ className = '', ...props }: TabPanelProps & { className?: string }) {
  return (
    <AriaTabPanel
      {...props}
      className={`min-h-0 outline-none focus-visible:outline-3 focus-visible:outline-focus ${className}`}
    />
  );
}
