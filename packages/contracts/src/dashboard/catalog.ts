/** Dashboard API: Catalog: categories, products, modifier groups, taxes, discounts, dining options, images, CSV, 86 (issue 16 §4). */
export {};
