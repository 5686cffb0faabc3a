/**
 * A session's device in words a person recognises ("Chrome on Android", "Safari on iPhone")
 * instead of the raw browser string. Bowser reads the string: browser strings are a moving
 * target, better left to a kept library than to our own patterns.
 */
import Bowser from 'bowser';

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  // An iPhone or iPad says more than "iOS"; other systems by their name.
  const system =
    platform.model === 'iPhone' || platform.model === 'iPad' ? platform.model : os.name;
  if (browser.name && system) return `${browser.name} on ${system}`;
  return browser.name || system || 'Unknown device';
}
