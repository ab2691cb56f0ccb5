import { lazy } from 'react';
import { Route, Routes } from 'react-router';

const ProductsScreen = lazy(() => import('./products-screen.tsx'));
const ProductScreen = lazy(() => import('./product-screen.tsx'));
const ListsScreen = lazy(() => import('./lists-screen.tsx'));
const ModifierGroupsScreen = lazy(() => import('./modifier-groups-screen.tsx'));
const ImportScreen = lazy(() => import('./import-screen.tsx'));

/**
 * The catalog area under /dashboard/stores/:store/catalog/* (issue 16 §4): products (table, form, CSV import), the
 * small lists (categories, taxes, discount presets, dining options) and modifier groups.
 */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route index element={<ProductsScreen />} />
      <Route path="products/new" element={<ProductScreen />} />
      <Route path="products/:id" element={<ProductScreen />} />
      <Route path="import" element={<ImportScreen />} />
      <Route path="modifier-groups" element={<ModifierGroupsScreen />} />
      <Route path="categories" element={<ListsScreen list="categories" />} />
      <Route path="taxes" element={<ListsScreen list="taxes" />} />
      <Route path="discounts" element={<ListsScreen list="discounts" />} />
      <Route path="dining-options" element={<ListsScreen list="dining-options" />} />
    </Routes>
  );
}
