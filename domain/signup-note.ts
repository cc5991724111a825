/**
 * What happens to a sign-up, said once (issue 27): nothing on this site sends email, so every sign-up form, its
 * thank-you panel and its toast say that the address is stored and nothing is sent; the form and the panel add how
 * to have it removed (SignupForm.tsx, with the link).
 * Small and free of imports, so the browser's sign-up form can read it too.
 */
export const SIGNUP_NOTE = "Nothing is sent yet: we store your name and address, and we will write only if these emails start.";
export const SIGNUP_STORED = "We've stored your name and address. Nothing is sent yet; we will write only if these emails start.";
