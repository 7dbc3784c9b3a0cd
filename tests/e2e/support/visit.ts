/** A visitor's booking of `slot` as POST /f/visit takes it, for the racing tests. */
export function racerBooking(slot: string, name: string, altcha: string) {
  return {
    showroom: "surrey",
    purpose: "general",
    slot,
    first_name: name,
    last_name: "Racer",
    _replyto: `${name.toLowerCase()}@example.com`,
    phone: "6045550111",
    altcha,
  };
}
