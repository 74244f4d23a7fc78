/** Contact data of the contact dialog and the static pages (SPEC 1). TODO(domain): move to @erhdb/domain. */
export const CONTACT = {
  organisation: "Statistisches Bundesamt",
  street: "Gustav-Stresemann-Ring 11",
  city: "65189 Wiesbaden",
  email: "erhebungsdatenbank@destatis.de",
} as const;
