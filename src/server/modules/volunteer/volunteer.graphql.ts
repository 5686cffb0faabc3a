/** The volunteer API (being built). */
export {};
