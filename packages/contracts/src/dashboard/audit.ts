/** Dashboard API: The audit log read (issue 16 §10). */
export {};
