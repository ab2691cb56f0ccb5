/**
 * The page's controls, in the terminal's design tokens (ui/tokens.css): the same colours, radii and 44 px touch
 * sizes as the terminal's Button and Field, as class names rather than its react-aria components, which would
 * double the page's first load (decisions §63).
 */
const control =
  'inline-flex min-h-touch items-center justify-center gap-2 rounded-control px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50';

export const buttonPrimary = `${control} bg-primary text-on-primary hover:bg-primary-hover active:bg-primary-pressed`;
export const buttonSecondary = `${control} bg-secondary text-on-secondary hover:bg-secondary-hover active:bg-secondary-pressed`;
export const buttonDanger = `${control} bg-danger text-on-primary hover:bg-danger-hover`;
export const input =
  'min-h-touch w-full rounded-control border border-slate-400 bg-surface px-3 text-ink focus-visible:outline-3 focus-visible:outline-focus';
export const label = 'flex flex-col gap-1 text-sm font-medium';
export const panel = 'rounded-panel bg-surface p-4 shadow-sm';
