/** The incident-report API (being built). */
export {};
