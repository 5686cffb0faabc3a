/** The admin API (being built). */
export {};
