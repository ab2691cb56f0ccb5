import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useStoreId } from '../../app/store-context.ts';

const SECTIONS = [
  ['', 'nav.products'],
  ['categories', 'nav.categories'],
  ['modifier-groups', 'nav.modifierGroups'],
  ['taxes', 'nav.taxes'],
  ['discounts', 'nav.discounts'],
  ['dining-options', 'nav.diningOptions'],
] as const;

/**
 * The catalog's sections, as links (each is its own address, so a section can be bookmarked and shared). On a phone
 * the row scrolls sideways: the current section is scrolled into sight, else Taxes or Dining options would open
 * with no tab shown as current.
 */
export function CatalogNav() {
  const { t } = useTranslation('catalog');
  const storeId = useStoreId();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    // Only the row scrolls (scrollIntoView would move the page too).
    const row = nav.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.left < row.left) nav.scrollLeft -= row.left - tab.left;
    else if (tab.right > row.right) nav.scrollLeft += Math.ceil(tab.right - row.right);
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label={t('nav.label')} className="-mt-2 overflow-x-auto">
      <ul className="flex gap-x-1 border-b border-line">
        {SECTIONS.map(([path, key]) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={`/stores/${String(storeId)}/catalog${path ? `/${path}` : ''}`}
              end
              className={({ isActive }) =>
                [
                  'flex min-h-touch items-center border-b-2 px-3 whitespace-nowrap outline-none focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
                  isActive
                    ? 'border-primary font-semibold text-ink'
                    : 'border-transparent text-ink-muted hover:text-ink',
                ].join(' ')
              }
            >
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
