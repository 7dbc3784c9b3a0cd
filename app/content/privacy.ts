/**
 * The privacy notice as shipped (decision 074): the seed of the privacy page's text, which the owners edit at
 * /admin/pages/privacy. Markdown; {company}, {email} and {phone} are the company details as stored. Written for a
 * British Columbia business under the Personal Information Protection Act (PIPA).
 */
export const PRIVACY_BODY_TEXT = `We are {company}, a family-run maker and installer of windows and doors in British Columbia. This page says what we keep when you write to us, ask for a quote, book a showroom visit or reply to an event, why, for how long, who sees it, and how to ask for a copy or have it erased. We follow British Columbia's Personal Information Protection Act (PIPA).

## What we keep

- Your name, email address and phone number.
- What you write to us, and how you heard about us if you tell us.
- For a quote: the project's address or city, its openings and sizes, and the drawings, photos or plans you send.
- For a showroom visit: the showroom, day and time, and what the visit is for.
- For an event: how many guests you bring.
- Whether you asked for our occasional news, the exact words you agreed to, and when.
- The emails we send you, and our replies.

With each form sent, the site also keeps the name of your browser and a one-way code made from your internet address (never the address itself), to stop spam. We use no advertising trackers.

## Why we keep it

To answer you, price your project and prepare the quote, keep your showroom visit, and keep a record of the work we do for you (for warranty questions and our accounts). If you ticked the box for our news, we also send you occasional news about showroom events and new products.

## For how long

We keep an enquiry while we work on it, and then for the period we set for our records, after which it is erased. Records of work we carry out are kept as long as the law requires us to keep them. If you unsubscribe, we keep your email address on a short "do not send" list, only so that we never send you news again.

## Who sees it

Our staff who answer enquiries and prepare quotes. Our email provider carries the emails between us, and our hosting provider stores the site's data for us. We never sell your details or share them for anyone else's marketing.

## Our news and unsubscribing

We send news only if you ticked the box for it. Every email we send that is not a direct reply to you has an unsubscribe link: it works at once, without signing in. Emails about something you asked for (an answer, a quote, your visit) still reach you.

## A copy of your details, a correction or erasure

You may ask us for a copy of what we keep about you, to correct it, or to erase it (unless the law requires us to keep a record). Write to {email} or call {phone}. We answer within the 30 business days the law allows, usually much sooner. If you are not satisfied with our answer, you may contact the Office of the Information and Privacy Commissioner for British Columbia.`;
