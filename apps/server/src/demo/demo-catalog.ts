/**
 * The demo café-restaurant's catalogue (issue 4 §10): 10 categories, 81 products, modifier groups with min/max,
 * barcodes, one weighed item, two tax rates. Prices in cents; tax is 'food' (reduced) or 'drink' (standard).
 */
export interface DemoProduct {
  name: string;
  cents: number;
  tax: 'food' | 'drink' | 'none';
  barcode?: string;
  groups?: string[];
  qtyAdjust?: boolean;
  priceAdjust?: boolean;
  kiosk?: boolean;
  /** A picture served with the terminal (apps/terminal/public/demo), for the kiosk's cards and info popup. */
  image?: string;
  /** One sentence for the kiosk's info popup (seed 001 §2: shown for a product with an image and a description). */
  description?: string;
}

export const DEMO_TAXES = {
  food: { name: 'Food tax', rate: '7.000' },
  drink: { name: 'Sales tax', rate: '19.000' },
} as const;

/** Modifier groups: min/max selection per seed 001 §3 (max 0 = unbounded). */
export const DEMO_MODIFIER_GROUPS: Record<string, { min: number; max: number; modifiers: [string, number][] }> = {
  'Milk choice': {
    min: 1,
    max: 1,
    modifiers: [
      ['Whole milk', 0],
      ['Oat milk', 50],
      ['Soy milk', 50],
      ['No milk', 0],
    ],
  },
  'Extra shots': {
    min: 0,
    max: 2,
    modifiers: [
      ['Extra shot', 60],
      ['Decaf shot', 60],
    ],
  },
  Syrups: {
    min: 0,
    max: 3,
    modifiers: [
      ['Vanilla', 40],
      ['Caramel', 40],
      ['Hazelnut', 40],
    ],
  },
  'Cooking level': {
    min: 1,
    max: 1,
    modifiers: [
      ['Rare', 0],
      ['Medium', 0],
      ['Well done', 0],
    ],
  },
  'Burger extras': {
    min: 0,
    max: 0,
    modifiers: [
      ['Cheese', 100],
      ['Bacon', 150],
      ['Avocado', 180],
      ['Fried egg', 120],
    ],
  },
  'Side choice': {
    min: 1,
    max: 1,
    modifiers: [
      ['Fries', 0],
      ['Salad', 0],
      ['Sweet potato fries', 100],
    ],
  },
  Toppings: {
    min: 0,
    max: 5,
    modifiers: [
      ['Mushrooms', 80],
      ['Olives', 80],
      ['Peppers', 80],
      ['Ham', 120],
      ['Extra cheese', 120],
    ],
  },
};

const p = (name: string, cents: number, tax: DemoProduct['tax'], extra: Partial<DemoProduct> = {}): DemoProduct => ({
  name,
  cents,
  tax,
  ...extra,
});
const coffee = ['Milk choice', 'Extra shots', 'Syrups'];

export const DEMO_CATEGORIES: { name: string; color: string; products: DemoProduct[] }[] = [
  {
    name: 'Coffee',
    color: '#6f4e37',
    products: [
      p('Espresso', 250, 'drink', {
        barcode: '4006381333931',
        groups: ['Extra shots'],
        image: '/demo/espresso.svg',
        description: 'A short, intense shot of our house blend with a golden crema.',
      }),
      p('Double espresso', 320, 'drink', {
        groups: ['Extra shots'],
        image: '/demo/espresso.svg',
        description: 'Two shots of our house blend for a stronger, fuller cup.',
      }),
      p('Americano', 300, 'drink', {
        groups: ['Extra shots'],
        image: '/demo/filter-coffee.svg',
        description: 'Espresso topped up with hot water for a long, smooth black coffee.',
      }),
      p('Cappuccino', 380, 'drink', {
        groups: coffee,
        image: '/demo/cappuccino.svg',
        description: 'Espresso with steamed milk and a thick cap of velvety foam.',
      }),
      p('Latte', 400, 'drink', {
        barcode: '4006381333948,2000000000015',
        groups: coffee,
        image: '/demo/cappuccino.svg',
        description: 'A mild espresso with plenty of steamed milk and a thin layer of foam.',
      }),
      p('Flat white', 390, 'drink', {
        groups: coffee,
        image: '/demo/cappuccino.svg',
        description: 'A double ristretto with silky microfoam, stronger than a latte.',
      }),
      p('Mocha', 430, 'drink', {
        groups: coffee,
        image: '/demo/cappuccino.svg',
        description: 'Espresso, dark chocolate and steamed milk, finished with foam.',
      }),
      p('Macchiato', 330, 'drink', {
        groups: ['Milk choice'],
        image: '/demo/espresso.svg',
        description: 'A shot of espresso marked with a spoonful of milk foam.',
      }),
      p('Iced latte', 420, 'drink', {
        groups: coffee,
        image: '/demo/iced-latte.svg',
        description: 'Espresso poured over ice and cold milk, refreshing on a warm day.',
      }),
      p('Filter coffee', 280, 'drink', {
        image: '/demo/filter-coffee.svg',
        description: 'Freshly brewed single-origin filter coffee, bright and easy to drink.',
      }),
    ],
  },
  {
    name: 'Tea',
    color: '#7a9e4e',
    products: [
      p('English breakfast', 260, 'drink', {
        image: '/demo/english-breakfast.svg',
        description: 'A robust blend of Assam and Ceylon black teas, lovely with a splash of milk.',
      }),
      p('Earl grey', 260, 'drink', {
        image: '/demo/earl-grey.svg',
        description: 'Black tea scented with bergamot orange, light and fragrant.',
      }),
      p('Green tea', 270, 'drink', {
        image: '/demo/green-tea.svg',
        description: 'Delicate Japanese sencha with a fresh, grassy taste.',
      }),
      p('Peppermint tea', 270, 'drink', {
        image: '/demo/peppermint-tea.svg',
        description: 'Whole peppermint leaves for a cool, caffeine-free infusion.',
      }),
      p('Chai latte', 390, 'drink', {
        groups: ['Milk choice'],
        image: '/demo/chai-latte.svg',
        description: 'Black tea spiced with cinnamon, cardamom and star anise, with steamed milk.',
      }),
      p('Matcha latte', 420, 'drink', {
        groups: ['Milk choice'],
        image: '/demo/matcha-latte.svg',
        description: 'Stone-ground matcha whisked with steamed milk, creamy and gently sweet.',
      }),
      p('Iced tea', 320, 'drink', {
        barcode: '5000112637922',
        image: '/demo/iced-tea.svg',
        description: 'Our own black tea brewed strong and served over ice with lemon.',
      }),
    ],
  },
  {
    name: 'Cold drinks',
    color: '#3b82f6',
    products: [
      p('Still water', 200, 'drink', { barcode: '5449000000996' }),
      p('Sparkling water', 220, 'drink', { barcode: '5449000131805' }),
      p('Cola', 280, 'drink', { barcode: '5449000000439' }),
      p('Lemonade', 320, 'drink'),
      p('Orange juice', 380, 'drink'),
      p('Apple juice', 350, 'drink'),
      p('Smoothie', 520, 'drink'),
      p('Milkshake', 480, 'drink', { groups: ['Syrups'] }),
    ],
  },
  {
    name: 'Breakfast',
    color: '#f59e0b',
    products: [
      p('Croissant', 250, 'food', { barcode: '2000000000022' }),
      p('Pain au chocolat', 280, 'food'),
      p('Granola bowl', 650, 'food'),
      p('Avocado toast', 890, 'food', { groups: ['Burger extras'] }),
      p('Eggs benedict', 1150, 'food'),
      p('Full breakfast', 1390, 'food', { groups: ['Cooking level'] }),
      p('Pancakes', 920, 'food', { groups: ['Syrups'] }),
      p('Porridge', 590, 'food', { groups: ['Milk choice'] }),
    ],
  },
  {
    name: 'Sandwiches',
    color: '#a16207',
    products: [
      p('Club sandwich', 1090, 'food', { groups: ['Side choice'] }),
      p('Grilled cheese', 790, 'food'),
      p('BLT', 850, 'food', { groups: ['Side choice'] }),
      p('Tuna melt', 890, 'food'),
      p('Veggie wrap', 820, 'food'),
      p('Chicken wrap', 920, 'food'),
      p('Bagel with salmon', 990, 'food'),
      p('Panini', 870, 'food'),
    ],
  },
  {
    name: 'Mains',
    color: '#dc2626',
    products: [
      p('Classic burger', 1390, 'food', { groups: ['Cooking level', 'Burger extras', 'Side choice'] }),
      p('Veggie burger', 1290, 'food', { groups: ['Burger extras', 'Side choice'] }),
      p('Steak frites', 2290, 'food', { groups: ['Cooking level', 'Side choice'] }),
      p('Fish and chips', 1590, 'food'),
      p('Chicken curry', 1450, 'food'),
      p('Pasta carbonara', 1390, 'food'),
      p('Margherita pizza', 1190, 'food', { groups: ['Toppings'] }),
      p('Pepperoni pizza', 1350, 'food', { groups: ['Toppings'] }),
      p('Caesar salad', 1150, 'food'),
      p('Risotto', 1490, 'food'),
    ],
  },
  {
    name: 'Sides',
    color: '#84cc16',
    products: [
      p('Fries', 450, 'food'),
      p('Sweet potato fries', 550, 'food'),
      p('Side salad', 450, 'food'),
      p('Garlic bread', 490, 'food'),
      p('Onion rings', 520, 'food'),
      p('Soup of the day', 650, 'food', { priceAdjust: true }),
      p('Olives', 390, 'food'),
    ],
  },
  {
    name: 'Desserts',
    color: '#db2777',
    products: [
      p('Cheesecake', 590, 'food'),
      p('Chocolate brownie', 490, 'food'),
      p('Apple pie', 550, 'food'),
      p('Ice cream', 450, 'food', { groups: ['Toppings'] }),
      p('Tiramisu', 620, 'food'),
      p('Carrot cake', 560, 'food'),
      p('Muffin', 320, 'food', { barcode: '2000000000039' }),
      p('Cookie', 220, 'food'),
    ],
  },
  {
    name: 'Deli by weight',
    color: '#0d9488',
    products: [
      // The weighed item (issue 4 §10): qty_adjust lets the cashier or the scale enter kilograms (seed 001 §7.8).
      p('Salad bar (per kg)', 1990, 'food', { qtyAdjust: true, kiosk: false }),
      p('Coffee beans 250 g', 1090, 'food', { barcode: '4012345678901' }),
      p('Coffee beans 1 kg', 3590, 'food', { barcode: '4012345678918' }),
      p('Chocolate bar', 290, 'food', { barcode: '7622210449283' }),
      p('Granola jar', 790, 'food'),
      p('Honey jar', 890, 'food'),
      // Sold by a label printed on the deli scale: 20 + product code 12345 + price in cents (seed 001 §5).
      p('Deli cheese (weighed)', 2490, 'food', { barcode: '12345' }),
    ],
  },
  {
    name: 'Bar',
    color: '#7c3aed',
    products: [
      p('House wine (glass)', 650, 'drink', { kiosk: false }),
      p('Prosecco', 750, 'drink', { kiosk: false }),
      p('Draft beer', 550, 'drink', { kiosk: false }),
      p('Craft IPA', 650, 'drink', { barcode: '4001234567890', kiosk: false }),
      p('Cider', 590, 'drink', { kiosk: false }),
      p('Aperol spritz', 890, 'drink', { kiosk: false }),
      p('Gin and tonic', 950, 'drink', { kiosk: false }),
      p('Alcohol-free beer', 450, 'drink'),
    ],
  },
];

export const DEMO_DISCOUNTS: { name: string; type: 1 | 2; hundredths: number }[] = [
  { name: 'Staff 20%', type: 1, hundredths: 2000 },
  { name: 'Happy hour 10%', type: 1, hundredths: 1000 },
  { name: 'Loyalty $5 off', type: 2, hundredths: 500 },
  { name: 'Comp 100%', type: 1, hundredths: 10000 },
];

export const DEMO_SECTIONS: { name: string; tables: number; prefix: string }[] = [
  { name: 'Main room', tables: 8, prefix: 'M' },
  { name: 'Terrace', tables: 7, prefix: 'T' },
  { name: 'Bar', tables: 5, prefix: 'B' },
];

export const DEMO_CUSTOMERS: [string, string, string, string][] = [
  ['Alice', 'Martin', '+1 555 0101', 'alice@example.com'],
  ['Ben', 'Okafor', '+1 555 0102', 'ben@example.com'],
  ['Chloé', 'Dubois', '+1 555 0103', 'chloe@example.com'],
  ['Daniel', 'Schmidt', '+1 555 0104', 'daniel@example.com'],
  ['Elif', 'Yılmaz', '+1 555 0105', 'elif@example.com'],
  ['Feng', 'Li', '+1 555 0106', 'feng@example.com'],
];
