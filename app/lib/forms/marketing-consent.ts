/**
 * The words of the "send me news" box of the contact and quote forms (decision 074). The form shows them and the
 * server stores them with the consent, both from here: what is kept is what was shown, never words a post carried.
 * Changing them changes what later consents store; earlier ones keep the words their person saw.
 */
export function marketingConsentWording(companyName: string): string {
  return `Yes, send me occasional news from ${companyName} (showroom events, new products). You can unsubscribe at any time.`;
}

/** An address as consents and unsubscribes compare it: trimmed, lower case. */
export function comparedEmail(email: string): string {
  return email.trim().toLowerCase();
}
