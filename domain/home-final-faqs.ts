/** The final home questions above the sign-up button (spec §2 Home). No imports: the home page ships this to the browser. */
export const HOME_FINAL_FAQS = [
  { q: "When were the prices checked?", a: "Each price page says when its figures were last checked. We re-check when we can, not on a schedule." },
  { q: "Is breakfast served all day?", a: "Not nationally. Most restaurants stop breakfast at 10:30 on weekdays and 11:00 on weekends." },
];
