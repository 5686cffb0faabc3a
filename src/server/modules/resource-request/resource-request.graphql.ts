/** The resource-request API (being built). */
export {};
