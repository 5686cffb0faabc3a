/** The program API (being built). */
export {};
