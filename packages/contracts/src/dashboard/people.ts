/** Dashboard API: Employees, PINs, time clock (issue 16 §5). */
export {};
