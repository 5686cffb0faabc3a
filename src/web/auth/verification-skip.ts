// "Skip" on verify contact lasts for this browser tab's session: asked again next time.
const key = (userId: string) => `verify-contact-skipped:${userId}`;

export function verificationSkipped(userId: string): boolean {
  return sessionStorage.getItem(key(userId)) === 'yes';
}

export function skipVerification(userId: string): void {
  sessionStorage.setItem(key(userId), 'yes');
}
