/**
 * The reply templates the site ships with (decision 072), seeded once into the database, where the owners edit them
 * (/admin/reply-templates). Placeholders: app/lib/leads/reply-placeholders.ts. An empty subject answers the
 * customer's confirmation ("Re: …").
 */
export interface ShippedReplyTemplate {
  name: string;
  subject: string;
  body: string;
}

export const replyTemplates: readonly ShippedReplyTemplate[] = [
  {
    name: "Thank you, we will call",
    subject: "",
    body: [
      "Hi {first name},",
      "",
      "Thank you for getting in touch. One of our window and door specialists will call you within one business day to talk about your project and find a time that suits you.",
      "",
      "If there is a better time or number to reach you, just reply to this email.",
      "",
      "Kind regards,",
    ].join("\n"),
  },
  {
    name: "Your quote is being prepared",
    subject: "",
    body: [
      "Hi {first name},",
      "",
      "Thank you for your quote request for {product}. We are pricing it now and will send you the quote within two business days.",
      "",
      "If you have drawings, photos or measurements to add, reply to this email with them attached.",
      "",
      "Kind regards,",
    ].join("\n"),
  },
  {
    name: "See you at the showroom",
    subject: "",
    body: [
      "Hi {first name},",
      "",
      "We look forward to seeing you at our {showroom} on {visit time}. Bring any photos or measurements of your openings: they help us show you the right products.",
      "",
      "If your plans change, reply to this email and we will find another time.",
      "",
      "Kind regards,",
    ].join("\n"),
  },
];
