import { VERIFICATION_CODE_LENGTH } from '@opentill/contracts';
import { create } from 'zustand';
import { verifyTerminal } from './verify-terminal.ts';

export interface AuthState {
  code: string;
  verifying: boolean;
  invalid: boolean;
  linked: boolean;
  press: (key: string) => Promise<void>;
  dismissInvalid: () => void;
  reset: () => void;
}

/**
 * The Auth screen's entry (seed 000 §2.5): digits up to 6, C and Backspace clear, the sixth digit triggers
 * verification; failure clears the code and marks it invalid.
 */
export const useAuthStore = create<AuthState>()((set, get) => ({
  code: '',
  verifying: false,
  invalid: false,
  linked: false,
  press: async (key) => {
    const { code, verifying } = get();
    if (verifying) return;
    if (key === 'C' || key === 'Backspace') return set({ code: '' });
    if (!/^\d$/.test(key) || code.length >= VERIFICATION_CODE_LENGTH) return;
    const next = code + key;
    set({ code: next, invalid: false });
    if (next.length < VERIFICATION_CODE_LENGTH) return;
    set({ verifying: true });
    const ok = await verifyTerminal(next);
    set(ok ? { verifying: false, linked: true } : { verifying: false, code: '', invalid: true });
  },
  dismissInvalid: () => set({ invalid: false }),
  reset: () => set({ code: '', verifying: false, invalid: false, linked: false }),
}));
