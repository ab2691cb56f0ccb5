/**
 * ISO 3166-1 alpha-2 country codes, named in the interface language by Intl.DisplayNames (no name lists shipped),
 * and the currency a store of the country most likely uses (the set-up form's default; the owner can change it).
 */
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';
export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

const EURO = 'AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK';
const CURRENCY_OF: Record<string, string> = {
  ...Object.fromEntries(EURO.split(' ').map((code) => [code, 'EUR'])),
  US: 'USD',
  PR: 'USD',
  EC: 'USD',
  SV: 'USD',
  PA: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  LI: 'CHF',
  RU: 'RUB',
  UA: 'UAH',
  BY: 'BYN',
  KZ: 'KZT',
  IN: 'INR',
  TR: 'TRY',
  CN: 'CNY',
  TW: 'TWD',
  HK: 'HKD',
  MO: 'MOP',
  SG: 'SGD',
  JP: 'JPY',
  KR: 'KRW',
  MX: 'MXN',
  BR: 'BRL',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
  ZA: 'ZAR',
  NG: 'NGN',
  EG: 'EGP',
  MA: 'MAD',
  AE: 'AED',
  SA: 'SAR',
  IL: 'ILS',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  TH: 'THB',
  VN: 'VND',
  ID: 'IDR',
  MY: 'MYR',
  PH: 'PHP',
  PK: 'PKR',
  BD: 'BDT',
  LK: 'LKR',
  NP: 'NPR',
};

/** The usual currency of a country, or undefined when the form should leave the owner's choice alone. */
export const currencyOf = (country: string): string | undefined => CURRENCY_OF[country];

/** Country options named in `language`, sorted by name as that language sorts. */
export function countryOptions(language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** Currency options ('USD — US Dollar'), from the runtime's ISO 4217 list. */
export function currencyOptions(language: string): { value: string; label: string }[] {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = [...new Set(Object.values(CURRENCY_OF))].sort();
  }
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'currency' });
  } catch {
    names = null;
  }
  return codes.map((code) => ({ value: code, label: `${code} — ${names?.of(code) ?? code}` }));
}
