/** Dashboard API: Sections and tables (issue 16 §7). */
export {};
