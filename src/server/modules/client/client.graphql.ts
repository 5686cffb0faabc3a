/** The client API (being built). */
export {};
