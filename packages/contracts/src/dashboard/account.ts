/** Dashboard API: Accounts, sessions, first-run set-up, password change (issue 16 §2, §3). */
export {};
