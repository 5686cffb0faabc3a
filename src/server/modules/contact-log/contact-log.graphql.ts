/** The contact-log API (being built). */
export {};
