/**
 * The product form's values (what the inputs hold: typed text, checked ids) and their way to and from the API's
 * body (catalogProductInput): amounts through the domain's decimal reader, the contract's own zod schema as the
 * form's resolver, so the browser refuses what the server would and names the same field.
 */
import { catalogProductInput, type CatalogProduct, type CatalogProductInput } from '@opentill/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { centsParse, centsText } from './money.ts';

export interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  price: string;
  cost: string;
  barcodes: string;
  color: string;
  sorting: string;
  price_adjust: boolean;
  qty_adjust: boolean;
  order_kiosk: boolean;
  categories: string[];
  tax_ids: string[];
  modifier_group_ids: string[];
  printer_ids: string[];
  special_prices: { group: string; price: string }[];
  inventory: string;
  image: string | null;
}

export const emptyProduct: ProductFormValues = {
  name: '',
  sku: '',
  description: '',
  price: '',
  cost: '',
  barcodes: '',
  color: '',
  sorting: '0',
  price_adjust: false,
  qty_adjust: false,
  order_kiosk: true,
  categories: [],
  tax_ids: [],
  modifier_group_ids: [],
  printer_ids: [],
  special_prices: [],
  inventory: '',
  image: null,
};

const ids = (values: number[]) => values.map(String);

export function productFormValues(product: CatalogProduct): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    description: product.description,
    price: centsText(product.price_cents),
    cost: centsText(product.cost_cents),
    barcodes: product.barcodes.join(', '),
    color: product.color ?? '',
    sorting: String(product.sorting),
    price_adjust: product.price_adjust,
    qty_adjust: product.qty_adjust,
    order_kiosk: product.order_kiosk,
    categories: ids(product.categories),
    tax_ids: ids(product.tax_ids),
    modifier_group_ids: ids(product.modifier_group_ids),
    printer_ids: ids(product.printer_ids),
    special_prices: product.special_prices.map((special) => ({
      group: special.group,
      price: centsText(special.price_cents),
    })),
    inventory: product.inventory === null ? '' : String(product.inventory),
    image: product.image,
  };
}

/** Messages the form shows for its own checks (translated through the catalog namespace's `validation` keys). */
export const FORM_MESSAGES = { amount: 'amount', number: 'number' } as const;

/** A checkbox group registered by react-hook-form gives false (none), one string or an array. */
const checked = (value: unknown): number[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).map(Number);

/** The body of the form's values, and the form field of each problem found before the contract is asked. */
export function productBody(values: ProductFormValues): {
  body: CatalogProductInput;
  problems: [keyof ProductFormValues | `special_prices.${number}.price`, string][];
} {
  const problems: [keyof ProductFormValues | `special_prices.${number}.price`, string][] = [];
  const price = centsParse(values.price);
  if (price === null) problems.push(['price', values.price.trim() ? FORM_MESSAGES.amount : 'required']);
  const cost = values.cost.trim() ? centsParse(values.cost) : 0;
  if (cost === null) problems.push(['cost', FORM_MESSAGES.amount]);
  const sorting = Number(values.sorting || '0');
  if (!Number.isSafeInteger(sorting)) problems.push(['sorting', FORM_MESSAGES.number]);
  const inventoryText = values.inventory.trim().replace(',', '.');
  const inventory = inventoryText ? Number(inventoryText) : null;
  if (inventory !== null && !Number.isFinite(inventory)) problems.push(['inventory', FORM_MESSAGES.number]);
  const special = values.special_prices.map((row, index) => {
    const amount = centsParse(row.price);
    if (amount === null) problems.push([`special_prices.${index}.price`, FORM_MESSAGES.amount]);
    return { group: row.group.trim(), price_cents: amount ?? 0 };
  });
  return {
    body: {
      name: values.name.trim(),
      sku: values.sku.trim(),
      description: values.description,
      image: values.image,
      color: (values.color || null) as CatalogProductInput['color'],
      price_cents: price ?? 0,
      cost_cents: cost ?? 0,
      barcodes: [
        ...new Set(
          values.barcodes
            .split(/[,\s]+/)
            .map((code) => code.trim())
            .filter(Boolean),
        ),
      ],
      categories: checked(values.categories),
      sorting: Number.isSafeInteger(sorting) ? sorting : 0,
      tax_ids: checked(values.tax_ids),
      modifier_group_ids: checked(values.modifier_group_ids),
      printer_ids: checked(values.printer_ids),
      price_adjust: values.price_adjust,
      qty_adjust: values.qty_adjust,
      order_kiosk: values.order_kiosk,
      special_prices: special,
      inventory: inventory !== null && Number.isFinite(inventory) ? inventory : null,
    },
    problems,
  };
}

/** The form field that shows a problem of the body's field (price_cents → price, barcodes.2 → barcodes...). */
export function formFieldOf(path: string): string {
  const [head, index, rest] = path.split('.');
  if (head === 'price_cents') return 'price';
  if (head === 'cost_cents') return 'cost';
  if (head === 'special_prices' && index !== undefined)
    return `special_prices.${index}.${rest === 'group' ? 'group' : 'price'}`;
  if (head === 'barcodes' || head === 'categories' || head?.endsWith('_ids')) return head ?? 'name';
  return head ?? 'name';
}

/** react-hook-form's resolver: the form's own checks, then the contract's schema; messages through `translate`. */
export const productResolverFor =
  (translate: (message: string) => string): Resolver<ProductFormValues> =>
  (values) => {
    const { body, problems } = productBody(values);
    const errors: Record<string, unknown> = {};
    const put = (field: string, message: string) => {
      const parts = field.split('.');
      let node = errors;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      const last = parts.at(-1) ?? field;
      node[last] ??= { type: 'validate', message: translate(message) };
    };
    for (const [field, message] of problems) put(field, message);
    const parsed = catalogProductInput.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) put(formFieldOf(issue.path.map(String).join('.')), issue.message);
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
    return { values, errors: {} };
  };
