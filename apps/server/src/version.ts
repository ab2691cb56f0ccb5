/** Application version label of seed 000 §1, shared with the terminal through contracts later. */
export const APP_VERSION = '2025.04.23.1428';
