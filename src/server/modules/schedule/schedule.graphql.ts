/** The schedule API (being built). */
export {};
