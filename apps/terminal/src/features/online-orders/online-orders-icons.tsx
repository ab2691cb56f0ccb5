/** Line icons of the screen (the top bar's style: 24-unit paths, the text colour), hidden from screen readers. */
const PATHS = {
  /** A clock face: the elapsed timer. */
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2',
  /** A note with lines: the item has notes. */
  note: 'M5 3h10l4 4v14H5zM9 10h6M9 14h6M9 18h3',
} as const;

export function OnlineIcon({ name, className = 'size-4' }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`inline-block shrink-0 fill-none stroke-current stroke-2 ${className}`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
