/** A state or province of GET /api/states (seed 000 §7). */
export interface StateEntry {
  code: string;
  name: string;
  country: string;
}

/** seed 002 §5: "State is a picker when the country is US, otherwise free text." */
export const statePicked = (country: string): boolean => country.trim().toUpperCase() === 'US';

/**
 * The country picker's choices from GET /api/countries (code to English name), named in the staff's language where
 * the browser knows it (Intl.DisplayNames) and sorted by that name.
 */
export function countryChoices(countries: Record<string, string>, language: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null; // An unknown language tag: the server's English names stay.
  }
  return Object.entries(countries)
    .map(([code, english]) => ({ code, name: names?.of(code) ?? english }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** The US states of GET /api/states for the picker, sorted by name. */
export function usStates(states: readonly StateEntry[]): StateEntry[] {
  return states.filter((state) => state.country === 'US').sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The state kept when the country changes: a US address keeps only a state of the list (the picker could not show
 * anything else); elsewhere the typed text stays.
 */
export function stateForCountry(state: string, country: string, states: readonly StateEntry[]): string {
  if (!statePicked(country)) return state;
  return usStates(states).some((entry) => entry.code === state) ? state : '';
}

/** One line for an address in a list: the parts filled in, in the order a letter reads them. */
export function addressLine(address: {
  address_1: string;
  address_2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
}): string {
  return [address.address_1, address.address_2, address.city, address.state, address.postal_code, address.country]
    .filter(Boolean)
    .join(', ');
}
