/** The resource API (being built). */
export {};
