/**
 * The visitor the form tests post as, one definition for the unit, integration and browser tests. Her phone number is
 * a 555-01xx number (reserved for fiction) and her addresses are under example.com, so nothing reaches a real person.
 */
export const TEST_PERSON = {
  firstName: "Ana",
  lastName: "Lopes",
  email: "ana@example.com",
  phone: "6045550111",
};

/** Her details as the public forms post them: the form's email field is `_replyto`, as the hosted form service named it. */
export const POSTED_PERSON = {
  first_name: TEST_PERSON.firstName,
  last_name: TEST_PERSON.lastName,
  _replyto: TEST_PERSON.email,
  phone: TEST_PERSON.phone,
};

/** Her details as a submission's fields and row hold them (the email under its own name). */
export const STORED_PERSON = {
  first_name: TEST_PERSON.firstName,
  last_name: TEST_PERSON.lastName,
  email: TEST_PERSON.email,
  phone: TEST_PERSON.phone,
};
