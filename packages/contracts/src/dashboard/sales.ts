/** Dashboard API: Orders, shifts, day summary, reports, CSV, live updates (issue 16 §8). */
export {};
