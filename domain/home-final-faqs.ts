/** The final home questions above the sign-up button (spec §2 Home). No imports: the home page ships this to the browser. */
export const HOME_FINAL_FAQS = [
  { q: "How often are prices updated?", a: "Core prices weekly, nutrition and new items bi-weekly, and deals daily." },
  { q: "How many people work at McDonald's in the US?", a: "More than 200,000 people work in US restaurants, most of them for franchise owners." },
  { q: "Is breakfast served all day?", a: "Not nationally. Most restaurants stop breakfast at 10:30 on weekdays and 11:00 on weekends." },
];
