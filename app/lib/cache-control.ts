/** Hashed build assets never change under the same name. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and other unhashed files: always ask the server whether they changed. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
/** Files in public/ without a hash (favicon, images): a day, then revalidate. */
export const CACHE_PUBLIC_DAY = "public, max-age=86400, stale-while-revalidate=604800";
/** Responses for one visitor (form results, staff pages). */
export const CACHE_PRIVATE = "private, no-store";
