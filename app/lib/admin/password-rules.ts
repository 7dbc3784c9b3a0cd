/** Shortest password a staff account may be given (ADMIN_PASSWORD, npm run admin:create, the account page). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest accepted password: anything longer is not a password a person types, and would only cost hashing time. */
export const MAX_PASSWORD_LENGTH = 1024;
