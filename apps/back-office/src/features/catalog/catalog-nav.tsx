import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useStoreId } from '../../app/store-context.ts';
import { useCurrentInSight } from '../../ui/current-in-sight.ts';

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
 * the row scrolls sideways, the current section scrolled into sight.
 */
export function CatalogNav() {
  const { t } = useTranslation('catalog');
  const storeId = useStoreId();
  const navRef = useCurrentInSight<HTMLElement>();
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
